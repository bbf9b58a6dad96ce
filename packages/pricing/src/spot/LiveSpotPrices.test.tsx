import { exampleSpotPrices } from "@gw/api-client/testing/prices";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PricingTestProviders } from "../testing/PricingTestProviders";
import { eachTestOnAFreshPage, goldBuyPerOunce, spotRegion } from "../testing/pricingTestPage";
import { LiveSpotPrices } from "./LiveSpotPrices";

const rates = { AUD: 1, USD: 0.65, CNY: 4.65 } as const;

/** The API, answering each currency at the example prices times a rate. */
function priceService(status = 200) {
  return vi.fn(async (url: RequestInfo | URL) => {
    const currency = new URL(String(url), "http://site.test").searchParams.get(
      "currency",
    ) as keyof typeof rates;
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

const prices = (
  <PricingTestProviders>
    <LiveSpotPrices />
  </PricingTestProviders>
);

eachTestOnAFreshPage();

describe("LiveSpotPrices", () => {
  it("shows the buy price (the ask) per ounce, gram and kilogram, with its time and notes", async () => {
    vi.stubGlobal("fetch", priceService());
    render(prices);
    await vi.waitFor(() => expect(goldBuyPerOunce()).toHaveTextContent("$5,235.09"));
    const gold = within(spotRegion()).getByRole("table", { name: "Gold" });
    expect(within(gold).getByRole("row", { name: /per gram/ })).toHaveTextContent("$168.31$167.31");
    expect(within(gold).getByRole("row", { name: /per kilogram/ })).toBeInTheDocument();
    expect(within(gold).queryByRole("row", { name: /tael/ })).toBeNull();
    expect(spotRegion()).toHaveTextContent("As of 24 Nov 2026, 10:10 am AEDT");
    expect(within(spotRegion()).getByText("Demonstration prices")).toBeVisible();
    expect(within(spotRegion()).getByText("Market open")).toBeVisible();
    expect(within(spotRegion()).queryByText("Delayed")).toBeNull();
    // What the figures are, in the termbase's words.
    expect(spotRegion()).toHaveTextContent(
      "Our buy and sell prices are indicative and follow the international spot market. The price you see on the confirmation screen before you confirm is the price you pay or receive. Prices come from the",
    );
  });

  it("switches currency, remembers it in the cookie the host reads, and asks for it next time", async () => {
    const fetch = priceService();
    vi.stubGlobal("fetch", fetch);
    const { unmount } = render(prices);
    await vi.waitFor(() => expect(goldBuyPerOunce()).toHaveTextContent("$5,235.09"));
    await userEvent.click(screen.getByRole("button", { name: "USD" }));
    expect(screen.getByRole("button", { name: "USD" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "AUD" })).toHaveAttribute("aria-pressed", "false");
    // 5235.09 * 0.65
    await vi.waitFor(() => expect(goldBuyPerOunce()).toHaveTextContent("USD 3,402.81"));
    expect(document.cookie).toContain("gw_currency=USD");
    unmount();

    fetch.mockClear();
    render(prices);
    expect(screen.getByRole("button", { name: "USD" })).toHaveAttribute("aria-pressed", "true");
    await vi.waitFor(() => expect(goldBuyPerOunce()).toHaveTextContent("USD 3,402.81"));
    expect(String(fetch.mock.calls[0]![0])).toMatch(/currency=USD$/);
  });

  it("says when prices are unavailable, shows none, and tries again on request", async () => {
    vi.stubGlobal("fetch", priceService(503));
    render(prices);
    await screen.findByText("Prices are unavailable just now.");
    expect(goldBuyPerOunce()).toHaveTextContent("");
    vi.stubGlobal("fetch", priceService());
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await vi.waitFor(() => expect(goldBuyPerOunce()).toHaveTextContent("$5,235.09"));
    expect(screen.queryByText("Prices are unavailable just now.")).toBeNull();
  });

  it("drops prices shown before once the API says it has none fit to show", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = priceService();
    vi.stubGlobal("fetch", fetch);
    render(prices);
    await vi.waitFor(() => expect(goldBuyPerOunce()).toHaveTextContent("$5,235.09"));
    fetch.mockImplementation(priceService(503));
    // The next refresh, a second after the service's max-age.
    await vi.advanceTimersByTimeAsync(61_000);
    await vi.waitFor(() =>
      expect(screen.getByText("Prices are unavailable just now.")).toBeVisible(),
    );
    expect(goldBuyPerOunce()).toHaveTextContent("");
    vi.useRealTimers();
  });

  it("never shows an answer in another currency than the one chosen", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ ...exampleSpotPrices, currency: "USD" }))),
    );
    render(prices);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(goldBuyPerOunce()).toHaveTextContent("");
  });
});
