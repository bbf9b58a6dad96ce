import { exampleSpotPrices } from "@gw/api-client/testing/prices";
import { priceStripLabels } from "@gw/ui";
import { render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { PricingTestProviders } from "../testing/PricingTestProviders";
import { answering, eachTestOnAFreshPage } from "../testing/pricingTestPage";
import { visitorChose } from "../testing/visitorCurrency";
import { HomePriceStrip } from "./HomePriceStrip";

const strip = (
  <PricingTestProviders>
    <HomePriceStrip labels={priceStripLabels} />
  </PricingTestProviders>
);

// The strip's live part is its own chunk: loaded here once, so no test waits for its transform.
beforeAll(() => import("./HomePriceStripLive"));

eachTestOnAFreshPage();

describe("HomePriceStrip", () => {
  it("links to the live prices and, drawn after a navigation, fetches and shows the buy prices", async () => {
    const fetch = answering(exampleSpotPrices);
    render(strip);
    const link = screen.getByRole("link");
    expect(link).toHaveAttribute("href", "/live-pricing");
    // (jsdom joins the parts without the spaces a browser puts between flex items.)
    await vi.waitFor(() =>
      expect(link).toHaveTextContent(
        "Indicative buy pricesGold$5,235.09per oz$168.31per g+0.56%Silver$60.91per oz$1.96per g-0.68%As of24 Nov 2026, 10:10 am AEDTDemonstration prices",
      ),
    );
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/v1\/prices\/spot\?currency=AUD$/);
  });

  it("asks in the remembered currency", async () => {
    visitorChose("CNY");
    const fetch = answering({ ...exampleSpotPrices, currency: "CNY" });
    render(strip);
    await vi.waitFor(() => expect(screen.getByRole("link")).toHaveTextContent("CNY"));
    expect(String(fetch.mock.calls[0]![0])).toMatch(/currency=CNY$/);
  });

  it("says prices are unavailable when the API has none to show, and shows no figure", async () => {
    answering({ status: "error", message: "Prices are too old" }, 503);
    render(strip);
    await vi.waitFor(() =>
      expect(screen.getByRole("link")).toHaveTextContent("Prices are unavailable just now"),
    );
    expect(screen.getByRole("link")).not.toHaveTextContent("$");
  });
});
