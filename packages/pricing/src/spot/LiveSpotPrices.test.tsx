import { EARLY_SPOT_GLOBAL } from "@gw/api-client/prices";
import { exampleSpotPrices } from "@gw/api-client/testing/prices";
import { i18n } from "@gw/i18n";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PricingTestProviders } from "../testing/PricingTestProviders";
import { SPOT_CURRENCY_STORAGE_KEY } from "./storedSpotCurrency";
import { SpotPrices } from "./SpotPrices";

const rates = { AUD: 1, USD: 0.65, CNY: 4.65 } as const;

/** The API, answering each currency at the example prices times a rate. */
function priceService(status = 200) {
  return vi.fn(async (url: RequestInfo | URL) => {
    const currency = new URL(String(url)).searchParams.get("currency") as keyof typeof rates;
    const rate = rates[currency];
    const scaled = (quote: { bid: number; ask: number; previousClose: number }) => ({
      bid: quote.bid * rate,
      ask: quote.ask * rate,
      previousClose: quote.previousClose * rate,
    });
    const body =
      status === 200
        ? {
            ...exampleSpotPrices,
            currency,
            metals: {
              gold: scaled(exampleSpotPrices.metals.gold),
              silver: scaled(exampleSpotPrices.metals.silver),
            },
          }
        : { status: "error", message: "Prices are unavailable" };
    return new Response(JSON.stringify(body), {
      status,
      headers: { "Cache-Control": "public, max-age=60" },
    });
  });
}

const region = () => screen.getByRole("region", { name: "Spot prices" });
const goldBuyPerOunce = () =>
  within(within(region()).getByRole("table", { name: "Gold" }))
    .getByRole("row", { name: /per troy ounce/ })
    .querySelectorAll("td")[0]!;

function renderPrices() {
  return render(
    <PricingTestProviders>
      <SpotPrices />
    </PricingTestProviders>,
  );
}

beforeEach(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  localStorage.clear();
});

afterEach(() => {
  delete window[EARLY_SPOT_GLOBAL];
  vi.unstubAllGlobals();
});

describe("SpotPrices", () => {
  it("shows the buy price (the ask) per ounce, gram and kilogram, with its time and notes", async () => {
    vi.stubGlobal("fetch", priceService());
    renderPrices();
    await vi.waitFor(() => expect(goldBuyPerOunce()).toHaveTextContent("$5,235.09"));
    const gold = within(region()).getByRole("table", { name: "Gold" });
    expect(within(gold).getByRole("row", { name: /per gram/ })).toHaveTextContent("$168.31$167.31");
    expect(within(gold).getByRole("row", { name: /per kilogram/ })).toBeInTheDocument();
    expect(within(gold).queryByRole("row", { name: /tael/ })).toBeNull();
    expect(region()).toHaveTextContent("As of 24 Nov 2026, 10:10 am AEDT");
    expect(within(region()).getByText("Demonstration prices")).toBeVisible();
    expect(within(region()).getByText("Market open")).toBeVisible();
    expect(within(region()).getByText("Delayed")).not.toBeVisible();
  });

  it("switches currency, remembers it, and asks for it again next time", async () => {
    const fetch = priceService();
    vi.stubGlobal("fetch", fetch);
    const { unmount } = renderPrices();
    await vi.waitFor(() => expect(goldBuyPerOunce()).toHaveTextContent("$5,235.09"));
    await userEvent.click(screen.getByRole("button", { name: "USD" }));
    expect(screen.getByRole("button", { name: "USD" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "AUD" })).toHaveAttribute("aria-pressed", "false");
    // 5235.09 * 0.65
    await vi.waitFor(() => expect(goldBuyPerOunce()).toHaveTextContent("USD 3,402.81"));
    expect(localStorage.getItem(SPOT_CURRENCY_STORAGE_KEY)).toBe("USD");
    unmount();

    fetch.mockClear();
    renderPrices();
    expect(screen.getByRole("button", { name: "USD" })).toHaveAttribute("aria-pressed", "true");
    await vi.waitFor(() => expect(goldBuyPerOunce()).toHaveTextContent("USD 3,402.81"));
    expect(String(fetch.mock.calls[0]![0])).toMatch(/currency=USD$/);
  });

  it("says when prices cannot be had, shows none, and tries again on request", async () => {
    const fetch = priceService(503);
    vi.stubGlobal("fetch", fetch);
    renderPrices();
    await screen.findByText(/Prices could not be loaded/);
    expect(goldBuyPerOunce()).toHaveTextContent("");
    vi.stubGlobal("fetch", priceService());
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await vi.waitFor(() => expect(goldBuyPerOunce()).toHaveTextContent("$5,235.09"));
    expect(screen.queryByText(/Prices could not be loaded/)).toBeNull();
  });

  it("takes over the head script's answer without asking again, and stops it painting", async () => {
    const fetch = priceService();
    vi.stubGlobal("fetch", fetch);
    window[EARLY_SPOT_GLOBAL] = {
      currency: "AUD",
      claimed: false,
      used: false,
      answer: Promise.resolve({ status: 200, maxAgeSeconds: 30, body: exampleSpotPrices }),
    };
    renderPrices();
    expect(window[EARLY_SPOT_GLOBAL].claimed).toBe(true);
    await vi.waitFor(() => expect(goldBuyPerOunce()).toHaveTextContent("$5,235.09"));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("never shows an answer in another currency than the one chosen", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ ...exampleSpotPrices, currency: "USD" }))),
    );
    renderPrices();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(goldBuyPerOunce()).toHaveTextContent("");
  });
});
