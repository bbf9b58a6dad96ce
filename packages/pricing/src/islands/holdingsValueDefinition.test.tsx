import { spotPricesGet } from "@gw/api-client/prices";
import { exampleSpotPrices } from "@gw/api-client/testing/prices";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { hostRenderedPage, hydrateHostPage } from "../testing/hostRenderedPage";
import { PricingTestProviders } from "../testing/PricingTestProviders";
import { eachTestOnAFreshPage } from "../testing/pricingTestPage";
import { visitorChose } from "../testing/visitorCurrency";
import { CalculatorsIsland } from "./CalculatorsIsland";
import { holdingsValueDefinition } from "./holdingsValueDefinition";

const page = (
  <PricingTestProviders>
    <CalculatorsIsland />
  </PricingTestProviders>
);

/** The value beside `Value at today's sell price`. */
const holdingsValue = () =>
  within(screen.getByRole("region", { name: "Value of your holdings" }))
    .getByText("Value at today's sell price", { selector: "dt" })
    .parentElement!.querySelector("dd")!;

eachTestOnAFreshPage();

describe("the holdings value island", () => {
  it("asks for the visitor's currency, and leaves the page as built without its answer", () => {
    const visitor = { currency: "USD", locale: "en", path: "/calculators" } as const;
    expect(holdingsValueDefinition.gets(visitor).map((get) => get.path)).toEqual([
      "/v1/prices/spot?currency=USD",
    ]);
    expect(holdingsValueDefinition.render(visitor, () => undefined)).toBeNull();
  });

  it("hydrates the value of the holding the host wrote, in the visitor's currency", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 503 })),
    );
    visitorChose("USD");
    const usd = { ...exampleSpotPrices, currency: "USD" as const };
    const written = hostRenderedPage(page, holdingsValueDefinition, {
      currency: "USD",
      answers: [[spotPricesGet("USD"), { status: 200, body: usd }]],
    });
    // The host wrote 10 oz of silver at today's sell price into the first HTML.
    const value = new RegExp(`USD\\s${10 * usd.metals.silver.bid}`);
    expect(written.textContent).toMatch(value);
    const { mismatches, island } = hydrateHostPage(page, written);
    expect(holdingsValue()).toHaveTextContent(value);
    expect(mismatches).not.toHaveBeenCalled();
    expect(island!.isConnected).toBe(true);
  });

  it("hydrates the host's word that today's price is unavailable", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 503 })),
    );
    const written = hostRenderedPage(page, holdingsValueDefinition, {
      currency: "AUD",
      answers: [[spotPricesGet("AUD"), { status: 503, body: null }]],
    });
    const { mismatches } = hydrateHostPage(page, written);
    expect(screen.getByRole("region", { name: "Value of your holdings" })).toHaveTextContent(
      "Prices are unavailable just now.",
    );
    expect(mismatches).not.toHaveBeenCalled();
  });
});
