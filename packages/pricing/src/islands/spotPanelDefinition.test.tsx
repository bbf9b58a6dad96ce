import { spotPricesGet } from "@gw/api-client/prices";
import { exampleSpotPrices } from "@gw/api-client/testing/prices";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { hostRenderedPage, hydrateHostPage } from "../testing/hostRenderedPage";
import { PricingTestProviders } from "../testing/PricingTestProviders";
import { eachTestOnAFreshPage, goldBuyPerOunce, spotRegion } from "../testing/pricingTestPage";
import { visitorChose } from "../testing/visitorCurrency";
import { SpotPanelIsland } from "./SpotPanelIsland";
import { spotPanelDefinition } from "./spotPanelDefinition";

const app = (
  <PricingTestProviders>
    <SpotPanelIsland />
  </PricingTestProviders>
);

/** The API: the example prices in whatever currency is asked, or `status`'s error. */
function priceService(status = 200) {
  return vi.fn(async (url: RequestInfo | URL) => {
    const currency = new URL(String(url), "http://site.test").searchParams.get("currency");
    const body =
      status === 200 ? { ...exampleSpotPrices, currency } : { status: "error", message: "None" };
    return Response.json(body, { status, headers: { "Cache-Control": "public, max-age=60" } });
  });
}

eachTestOnAFreshPage();

describe("the spot panel island", () => {
  it("asks for the visitor's currency, and leaves the page as built without its answer", () => {
    const visitor = { currency: "CNY", locale: "en", path: "/live-pricing" } as const;
    expect(spotPanelDefinition.gets(visitor).map((get) => get.path)).toEqual([
      "/v1/prices/spot?currency=CNY",
    ]);
    expect(spotPanelDefinition.render(visitor, () => undefined)).toBeNull();
  });

  it("hydrates the prices the host wrote in the visitor's currency, without asking again", () => {
    const fetch = priceService();
    vi.stubGlobal("fetch", fetch);
    visitorChose("USD");
    const usd = { ...exampleSpotPrices, currency: "USD" as const, stale: true };
    const { mismatches, island } = hydrateHostPage(
      app,
      hostRenderedPage(app, spotPanelDefinition, {
        currency: "USD",
        answers: [[spotPricesGet("USD"), { status: 200, body: usd }]],
      }),
    );
    expect(goldBuyPerOunce()).toHaveTextContent("USD 5,235.09");
    expect(screen.getByRole("button", { name: "USD" })).toHaveAttribute("aria-pressed", "true");
    // A quote the service calls stale is shown as delayed, with its time.
    expect(spotRegion()).toHaveTextContent("As of 24 Nov 2026, 10:10 am AEDT");
    expect(within(spotRegion()).getByText("Delayed")).toBeVisible();
    expect(mismatches).not.toHaveBeenCalled();
    expect(island!.isConnected).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("hydrates the host's word that prices are unavailable, and then asks again itself", async () => {
    const fetch = priceService(503);
    vi.stubGlobal("fetch", fetch);
    const { mismatches } = hydrateHostPage(
      app,
      hostRenderedPage(app, spotPanelDefinition, {
        currency: "AUD",
        answers: [[spotPricesGet("AUD"), { status: 503, body: null }]],
      }),
    );
    expect(screen.getByText("Prices are unavailable just now.")).toBeVisible();
    expect(goldBuyPerOunce()).toHaveTextContent("");
    expect(mismatches).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.getByText("Prices are unavailable just now.")).toBeVisible();
  });
});
