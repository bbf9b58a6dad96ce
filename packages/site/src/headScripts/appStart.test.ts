import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
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

/** Runs the script as the body's last element, with the page's modules on it as the prerender writes them. */
function runAsPageScript(modules: string) {
  const element = document.createElement("script");
  element.dataset.modules = modules;
  vi.spyOn(document, "currentScript", "get").mockReturnValue(element);
  new Function(script)();
}

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute("href"),
  );

/** A browser's paint timing: `paint()` reports the first contentful paint to the observers. */
function stubPaintTiming() {
  const observers: ((entries: { getEntriesByName(name: string): unknown[] }) => void)[] = [];
  class PaintObserver {
    static supportedEntryTypes = ["paint"];
    constructor(private readonly callback: (entries: unknown, observer: PaintObserver) => void) {}
    observe() {
      observers.push((entries) => this.callback(entries, this));
    }
    disconnect() {}
  }
  vi.stubGlobal("PerformanceObserver", PaintObserver);
  return {
    paint(name = "first-contentful-paint") {
      for (const notify of observers)
        notify({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    },
  };
}

describe("the app start script, as built", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.head.innerHTML = "";
    document.documentElement.removeAttribute(PAGE_LEAVING_ATTRIBUTE);
  });

  it("adds nothing before the first frame, then asks for every module at once, at low priority, and runs the entry", async () => {
    runAsPageScript("/assets/page-ghi.js /assets/zh-jkl.js");
    expect(document.head.querySelector("script, link")).toBeNull();
    await frame();
    expect(preloaded()).toEqual([
      "/assets/index-abc.js",
      "/assets/framework-def.js",
      "/assets/page-ghi.js",
      "/assets/zh-jkl.js",
    ]);
    for (const link of document.head.querySelectorAll("link"))
      expect(link.getAttribute("fetchpriority")).toBe("low");
    const entry = document.head.querySelector("script");
    expect(entry?.type).toBe("module");
    expect(entry?.getAttribute("src")).toBe("/assets/index-abc.js");
  });

  it("in a browser that reports paints, adds nothing until the first contentful paint", async () => {
    const browser = stubPaintTiming();
    new Function(script)();
    await frame();
    browser.paint("first-paint");
    expect(document.head.querySelector("script, link")).toBeNull();
    browser.paint();
    expect(document.head.querySelector("script")?.getAttribute("src")).toBe("/assets/index-abc.js");
    expect(document.head.querySelectorAll("script")).toHaveLength(1);
  });

  it("starts all the same when a browser that reports paints reports none within a second", async () => {
    stubPaintTiming();
    new Function(script)();
    await frame();
    expect(document.head.querySelector("script")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(document.head.querySelector("script")?.getAttribute("src")).toBe("/assets/index-abc.js");
  });

  it("starts nothing on a page a head script is replacing", async () => {
    document.documentElement.setAttribute(PAGE_LEAVING_ATTRIBUTE, "");
    new Function(script)();
    await frame();
    expect(document.head.querySelector("script, link")).toBeNull();
  });

  it("runs the entry at once in a hidden tab, which paints nothing", () => {
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    new Function(script)();
    expect(document.head.querySelector("script")?.getAttribute("src")).toBe("/assets/index-abc.js");
  });
});
