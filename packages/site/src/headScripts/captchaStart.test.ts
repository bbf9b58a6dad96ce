import { gzipSync } from "node:zlib";
import { STARTED_CAPTCHA_GLOBAL } from "@gw/forms/captcha-start";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { bundleHeadScript } from "../../bin/bundleHeadScripts.mjs";
import { PAGE_LEAVING_ATTRIBUTE } from "./pageLeaving";

let script = "";
beforeAll(async () => {
  script = await bundleHeadScript("captchaStart", { worker: "/assets/solveChallenge-abc.js" });
});

describe("the captcha start script, as built", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (window as unknown as Record<string, unknown>)[STARTED_CAPTCHA_GLOBAL];
    document.documentElement.removeAttribute(PAGE_LEAVING_ATTRIBUTE);
  });

  it("is small enough for every page with a form", () => {
    expect(gzipSync(script).length).toBeLessThan(1100);
  });

  it("leaves the captcha under way for the app, and asks for a challenge and starts the solver after the first frame", async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal("fetch", fetch);
    // jsdom has no workers (nor paint timing: the solver starts a frame later).
    const workers: string[] = [];
    vi.stubGlobal(
      "Worker",
      class extends EventTarget {
        constructor(url: string) {
          super();
          workers.push(url);
        }
      },
    );
    new Function(script)();
    expect((window as unknown as Record<string, unknown>)[STARTED_CAPTCHA_GLOBAL]).toBeInstanceOf(
      Promise,
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(workers).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetch).toHaveBeenCalledWith("/api/v1/captcha/challenge", expect.anything());
    expect(workers).toEqual(["/assets/solveChallenge-abc.js"]);
  });

  it("asks for nothing on a page a head script is replacing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    document.documentElement.setAttribute(PAGE_LEAVING_ATTRIBUTE, "");
    new Function(script)();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetch).not.toHaveBeenCalled();
    expect(STARTED_CAPTCHA_GLOBAL in window).toBe(false);
  });
});
