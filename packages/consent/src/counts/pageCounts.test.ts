import type { CountsRequest } from "@gw/api-client/counts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { track } from "../analytics/track";
import { rejectAllConsent, resetConsentStore } from "../store/consentStore";
import { countEvent, startCounting, stopCounting, type CountingOptions } from "./pageCounts";

const sent = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

const calls = () =>
  sent.mock.calls.map(([url, init]) => ({
    url,
    init,
    body: JSON.parse(String(init.body)) as CountsRequest,
  }));

let page: string | undefined = "Home";
const options: CountingOptions = { site: "cny", page: () => page, language: () => "zh" };

beforeEach(() => {
  vi.useFakeTimers();
  sent.mockReset().mockResolvedValue(new Response(null, { status: 202 }));
  vi.stubGlobal("fetch", sent);
  // jsdom has no media queries: a desktop's mouse.
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query }));
  window.history.replaceState(null, "", "/zh/?utm_source=wechat&utm_campaign=launch");
  page = "Home";
  localStorage.clear();
  sessionStorage.clear();
  resetConsentStore();
});

afterEach(() => {
  stopCounting();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, "globalPrivacyControl");
});

describe("page counts", () => {
  it("sends the tab's events in one call a moment after the page has loaded", async () => {
    startCounting(options);
    countEvent("PageView", "CNY");
    page = "CNY";
    track("Lead", { Flow: "CNY" });
    await vi.advanceTimersByTimeAsync(1_900);
    expect(sent).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    await vi.waitFor(() => expect(sent).toHaveBeenCalled());
    expect(calls()).toEqual([
      {
        url: "/api/v1/analytics/counts",
        init: expect.objectContaining({
          method: "POST",
          keepalive: true,
          credentials: "omit",
          referrerPolicy: "no-referrer",
        }),
        body: {
          site: "cny",
          events: ["PageView", "Lead"].map((event) => ({
            event,
            page: "CNY",
            language: "zh",
            source: "wechat",
            medium: "",
            campaign: "launch",
            device: "desktop",
          })),
        },
      },
    ]);
  });

  it("counts without a cookie choice and after Reject all, and stores nothing", async () => {
    startCounting(options);
    track("Contact");
    rejectAllConsent();
    track("Contact form_submit");
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(sent).toHaveBeenCalled());
    expect(calls()[0]?.body.events.map((event) => event.event)).toEqual([
      "Contact",
      "Contact form_submit",
    ]);
    // The consent choice is the only thing stored, and it is not the counts'.
    expect(Object.keys(localStorage).filter((key) => !key.includes("consent"))).toEqual([]);
    expect(sessionStorage).toHaveLength(0);
    expect(document.cookie).toBe("");
  });

  it("keeps the landing address's source for the tab's later pages", async () => {
    startCounting(options);
    window.history.pushState(null, "", "/zh/legal/privacy-policy");
    countEvent("PageView", "Document: privacy-policy");
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(sent).toHaveBeenCalled());
    expect(calls()[0]?.body.events[0]).toMatchObject({
      page: "Document: privacy-policy",
      source: "wechat",
      campaign: "launch",
    });
  });

  it("once sending, batches what follows, and sends at once when the tab is left", async () => {
    startCounting(options);
    countEvent("PageView");
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    countEvent("PageView", "Contact");
    track("Contact");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("pagehide"));
    expect(calls().map((call) => call.body.events.map((event) => event.page))).toEqual([
      ["Home"],
      ["Contact", "Home"],
    ]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent).toHaveBeenCalledTimes(2);
  });

  it("never puts more in a call than the API takes", async () => {
    startCounting(options);
    for (let n = 0; n < 25; n++) countEvent("PageView");
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(2));
    expect(calls().map((call) => call.body.events.length)).toEqual([20, 5]);
  });

  it("counts nothing when the browser sends Global Privacy Control", async () => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    startCounting(options);
    track("Contact");
    await vi.advanceTimersByTimeAsync(5_000);
    window.dispatchEvent(new Event("pagehide"));
    expect(sent).not.toHaveBeenCalled();
  });

  it("counts nothing before it has started (prerendering, tests, an embedded page)", async () => {
    track("Contact");
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent).not.toHaveBeenCalled();
  });

  it("leaves out an event on a page without a page name", async () => {
    page = undefined;
    startCounting(options);
    track("LoginRedirect");
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent).not.toHaveBeenCalled();
  });

  it("does not fail the page when the call fails", async () => {
    sent.mockRejectedValue(new TypeError("offline"));
    startCounting(options);
    countEvent("PageView");
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
  });
});
