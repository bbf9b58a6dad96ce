import { EARLY_SPOT_GLOBAL } from "@gw/api-client/prices";
import { exampleSpotPrices } from "@gw/api-client/testing/prices";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startEarlySpot } from "./earlySpot";
import { SPOT_WANTED_ATTRIBUTE } from "./spotMarkers";
import { SPOT_CURRENCY_STORAGE_KEY } from "./storedSpotCurrency";

const leaving = "data-gw-leaving";
const appWaits = "testAppWaits";

function page() {
  document.documentElement.lang = "en-AU";
  document.body.innerHTML = `
    <div data-spot-root><span data-spot="gold.ask.troyOunce"></span><span data-spot="asOf"></span>
      <p data-spot-if="demo" hidden>Demonstration prices</p></div>
    <button data-spot-currency-toggle="AUD" aria-pressed="true">AUD</button>
    <button data-spot-currency-toggle="USD" aria-pressed="false">USD</button>`;
}

const goldBuy = () => document.querySelector('[data-spot="gold.ask.troyOunce"]')!.textContent;

function answering(body: unknown, status = 200) {
  const fetch = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { "Cache-Control": "max-age=20" } }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const run = () =>
  startEarlySpot({ apiUrl: "http://localhost:8787", leavingAttribute: leaving, appWaits });
const waitsOf = () => (window as unknown as Record<string, Promise<void>[] | undefined>)[appWaits];
const early = () => window[EARLY_SPOT_GLOBAL]!;

beforeEach(() => {
  localStorage.clear();
  page();
});

afterEach(() => {
  // As if the app had taken over: a painting left to do never reaches the next test's page.
  if (window[EARLY_SPOT_GLOBAL]) early().claimed = true;
  delete window[EARLY_SPOT_GLOBAL];
  delete (window as unknown as Record<string, unknown>)[appWaits];
  document.documentElement.removeAttribute(leaving);
  document.documentElement.removeAttribute(SPOT_WANTED_ATTRIBUTE);
  vi.unstubAllGlobals();
});

describe("the early spot script", () => {
  it("asks for AUD and paints the prices into the prerendered page, while the app waits", async () => {
    const fetch = answering(exampleSpotPrices);
    run();
    expect(fetch.mock.calls[0]![0]).toBe("http://localhost:8787/v1/prices/spot?currency=AUD");
    expect(waitsOf()).toHaveLength(1);
    await Promise.all(waitsOf()!);
    expect(goldBuy()).toBe("$5,235.09");
    expect(document.querySelector<HTMLElement>('[data-spot-if="demo"]')!.hidden).toBe(false);
    await expect(early().answer).resolves.toMatchObject({ maxAgeSeconds: 20 });
  });

  it("paints the prices first and the time (which starts Intl) once the page is idle", async () => {
    answering(exampleSpotPrices);
    run();
    await Promise.all(waitsOf()!);
    expect(goldBuy()).toBe("$5,235.09");
    const asOf = () => document.querySelector('[data-spot="asOf"]')!.textContent;
    expect(asOf()).toBe("");
    await vi.waitFor(() => expect(asOf()).toMatch(/2026.*AEDT$/));
  });

  it("asks in the remembered currency and shows it on the toggles", async () => {
    localStorage.setItem(SPOT_CURRENCY_STORAGE_KEY, "USD");
    const fetch = answering({ ...exampleSpotPrices, currency: "USD" });
    run();
    expect(fetch.mock.calls[0]![0]).toMatch(/currency=USD$/);
    expect(document.querySelector('[data-spot-currency-toggle="USD"]')).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(document.querySelector('[data-spot-currency-toggle="AUD"]')).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await early().answer;
    await vi.waitFor(() => expect(goldBuy()).toBe("USD\u00a05,235.09"));
  });

  it("keeps the host's default-currency figures hidden until the remembered currency's are painted", async () => {
    localStorage.setItem(SPOT_CURRENCY_STORAGE_KEY, "CNY");
    answering({ ...exampleSpotPrices, currency: "CNY" });
    run();
    expect(document.documentElement).toHaveAttribute(SPOT_WANTED_ATTRIBUTE, "CNY");
    await Promise.all(waitsOf()!);
    expect(goldBuy()).toBe("CNY\u00a05,235.09");
    expect(document.documentElement).not.toHaveAttribute(SPOT_WANTED_ATTRIBUTE);
  });

  it("hides nothing for a visitor in the default currency", () => {
    answering(exampleSpotPrices);
    run();
    expect(document.documentElement).not.toHaveAttribute(SPOT_WANTED_ATTRIBUTE);
  });

  it("ignores a remembered value that is no currency", () => {
    localStorage.setItem(SPOT_CURRENCY_STORAGE_KEY, "constructor");
    const fetch = answering(exampleSpotPrices);
    run();
    expect(fetch.mock.calls[0]![0]).toMatch(/currency=AUD$/);
  });

  it("leaves the page alone once the app has claimed it", async () => {
    answering(exampleSpotPrices);
    run();
    early().claimed = true;
    await early().answer;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(goldBuy()).toBe("");
  });

  it("paints nothing from an error or an answer that breaks the contract", async () => {
    answering({ status: "error", message: "down" }, 503);
    run();
    await early().answer;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(goldBuy()).toBe("");
    answering({ ...exampleSpotPrices, metals: {} });
    run();
    await early().answer;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(goldBuy()).toBe("");
  });

  it("starts nothing on a page a head script is replacing", () => {
    const fetch = answering(exampleSpotPrices);
    document.documentElement.setAttribute(leaving, "");
    run();
    expect(fetch).not.toHaveBeenCalled();
    expect(window[EARLY_SPOT_GLOBAL]).toBeUndefined();
  });
});
