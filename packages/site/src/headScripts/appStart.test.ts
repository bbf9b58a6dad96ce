import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { bundleHeadScript } from "../../bin/bundleHeadScripts.mjs";
import { APP_START_WAIT_CAP_MS, APP_START_WAITS_GLOBAL } from "./appStartWaits";
import { PAGE_LEAVING_ATTRIBUTE } from "./pageLeaving";

let script = "";
beforeAll(async () => {
  script = await bundleHeadScript("appStart", {
    entry: "/assets/index-abc.js",
    preloads: ["/assets/framework-def.js"],
  });
});

const frame = () => new Promise((resolve) => setTimeout(resolve, 100));

describe("the app start script, as built", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.documentElement.removeAttribute(PAGE_LEAVING_ATTRIBUTE);
  });

  it("adds nothing before the first frame, then the preloads and the entry module", async () => {
    new Function(script)();
    expect(document.head.querySelector("script")).toBeNull();
    await frame();
    const entry = document.head.querySelector("script");
    expect(entry?.type).toBe("module");
    expect(entry?.getAttribute("src")).toBe("/assets/index-abc.js");
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute("href")).toBe(
      "/assets/framework-def.js",
    );
  });

  it("starts nothing on a page a head script is replacing", async () => {
    document.documentElement.setAttribute(PAGE_LEAVING_ATTRIBUTE, "");
    new Function(script)();
    await frame();
    expect(document.head.querySelector("script, link")).toBeNull();
  });

  it("waits for what head scripts are still painting, but not for long", async () => {
    const entryScript = () => document.head.querySelector('script[src="/assets/index-abc.js"]');
    const waitsOnPage = window as unknown as Record<string, Promise<unknown>[] | undefined>;
    let paint: (value?: unknown) => void = () => {};
    waitsOnPage[APP_START_WAITS_GLOBAL] = [new Promise((resolve) => (paint = resolve))];
    new Function(script)();
    await frame();
    expect(entryScript()).toBeNull();
    paint();
    // Timers run late on a loaded machine: wait for the outcome, not for a fixed time.
    await vi.waitFor(() => expect(entryScript()).not.toBeNull());

    document.head.innerHTML = "";
    waitsOnPage[APP_START_WAITS_GLOBAL] = [new Promise(() => {})];
    new Function(script)();
    await frame();
    expect(entryScript()).toBeNull();
    // A promise that never settles holds the app back only until the cap.
    await vi.waitFor(
      () =>
        expect(document.head.querySelectorAll('script[src="/assets/index-abc.js"]')).toHaveLength(
          1,
        ),
      { timeout: APP_START_WAIT_CAP_MS * 5 },
    );
    delete waitsOnPage[APP_START_WAITS_GLOBAL];
  });
});
