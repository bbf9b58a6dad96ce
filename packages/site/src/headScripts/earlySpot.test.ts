import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { bundleHeadScript } from "../../bin/bundleHeadScripts.mjs";
import { APP_START_WAITS_GLOBAL } from "./appStartWaits";
import { PAGE_LEAVING_ATTRIBUTE } from "./pageLeaving";

let script = "";
beforeAll(async () => {
  script = await bundleHeadScript("earlySpot", { apiUrl: "http://api.example.test" });
});

const onPage = window as unknown as Record<string, unknown>;

describe("the early spot script, as built", () => {
  afterEach(() => {
    delete onPage.gwSpot;
    delete onPage[APP_START_WAITS_GLOBAL];
    document.documentElement.removeAttribute(PAGE_LEAVING_ATTRIBUTE);
    vi.unstubAllGlobals();
  });

  it("is small enough to inline (no framework code bundled in)", () => {
    expect(script).not.toMatch(/react/i);
    expect(script.length).toBeLessThan(6000);
  });

  it("asks for the spot prices at once and leaves the app start a promise to wait for", () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 503 }));
    vi.stubGlobal("fetch", fetch);
    new Function(script)();
    expect(fetch).toHaveBeenCalledWith(
      "http://api.example.test/v1/prices/spot?currency=AUD",
      expect.anything(),
    );
    expect(onPage[APP_START_WAITS_GLOBAL]).toHaveLength(1);
  });

  it("asks nothing on a page a head script is replacing", () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    document.documentElement.setAttribute(PAGE_LEAVING_ATTRIBUTE, "");
    new Function(script)();
    expect(fetch).not.toHaveBeenCalled();
  });
});
