import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { bundleHeadScript } from "../../bin/bundleHeadScripts.mjs";
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
});
