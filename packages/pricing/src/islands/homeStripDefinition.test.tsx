import { spotPricesGet } from "@gw/api-client/prices";
import { exampleSpotPrices } from "@gw/api-client/testing/prices";
import { priceStripLabels } from "@gw/ui";
import { act, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { hostRenderedPage, hydrateHostPage } from "../testing/hostRenderedPage";
import { PricingTestProviders } from "../testing/PricingTestProviders";
import { answering, eachTestOnAFreshPage } from "../testing/pricingTestPage";
import { visitorChose } from "../testing/visitorCurrency";
import { HomeStripIsland } from "./HomeStripIsland";
import { homeStripDefinition } from "./homeStripDefinition";

const strip = (
  <PricingTestProviders>
    <HomeStripIsland labels={priceStripLabels} />
  </PricingTestProviders>
);

// The strip's live part is its own chunk: loaded here once, so no test waits for its transform.
beforeAll(() => import("../strip/HomePriceStripLive"));

eachTestOnAFreshPage();

describe("the home strip island", () => {
  it("hydrates what the host wrote, without asking again and without a mismatch", () => {
    const fetch = answering(exampleSpotPrices);
    visitorChose("USD");
    const usd = { ...exampleSpotPrices, currency: "USD" as const, stale: true };
    const container = hostRenderedPage(strip, homeStripDefinition, {
      currency: "USD",
      answers: [[spotPricesGet("USD"), { status: 200, body: usd }]],
    });
    const { mismatches, island } = hydrateHostPage(strip, container);
    const link = screen.getByRole("link");
    expect(link).toHaveTextContent("USD 5,235.09per oz");
    // A quote the service calls stale is shown as delayed, with its time.
    expect(link).toHaveTextContent("As of24 Nov 2026, 10:10 am AEDTDelayed");
    expect(mismatches).not.toHaveBeenCalled();
    expect(island!.isConnected).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("moves on from what the host wrote like the live panel: refreshed when due, then Delayed", async () => {
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
    });
    vi.setSystemTime(performance.timeOrigin);
    const later = { ...exampleSpotPrices, asOf: "2026-11-24T00:20:00Z", stale: true };
    const fetch = answering(later);
    const container = hostRenderedPage(strip, homeStripDefinition, {
      currency: "AUD",
      answers: [[spotPricesGet("AUD"), { status: 200, body: exampleSpotPrices }]],
    });
    hydrateHostPage(strip, container);
    const link = screen.getByRole("link");
    expect(link).toHaveTextContent("As of24 Nov 2026, 10:10 am AEDTDemonstration prices");
    // The page's spot answer is fresh for a minute: nothing is asked before it is due.
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(fetch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    // Due: the strip loads the live panel's query, which asks the API once.
    await vi.waitFor(async () => {
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(fetch).toHaveBeenCalledOnce();
    }, 10_000);
    await vi.waitFor(() =>
      expect(link).toHaveTextContent("As of24 Nov 2026, 11:20 am AEDTDelayed"),
    );
    vi.useRealTimers();
  });

  it("hydrates the host's word that prices are unavailable", () => {
    answering(exampleSpotPrices);
    const container = hostRenderedPage(strip, homeStripDefinition, {
      currency: "AUD",
      answers: [[spotPricesGet("AUD"), { status: 503, body: null }]],
    });
    const { mismatches } = hydrateHostPage(strip, container);
    expect(screen.getByRole("link")).toHaveTextContent("Prices are unavailable just now");
    expect(screen.getByRole("link")).not.toHaveTextContent("$");
    expect(mismatches).not.toHaveBeenCalled();
  });
});
