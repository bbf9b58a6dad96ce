import { exampleSpotPrices } from "@gw/api-client/testing/prices";
import { i18n } from "@gw/i18n";
import { priceStripLabels } from "@gw/ui";
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SPOT_CURRENCY_STORAGE_KEY } from "../spot/storedSpotCurrency";
import { PricingTestProviders } from "../testing/PricingTestProviders";
import { HomePriceStrip } from "./HomePriceStrip";

const strip = (
  <PricingTestProviders>
    <HomePriceStrip labels={priceStripLabels} />
  </PricingTestProviders>
);

function answering(body: unknown, status = 200) {
  const fetch = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

beforeEach(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  document.documentElement.lang = "en-AU";
  localStorage.clear();
});

afterEach(() => vi.unstubAllGlobals());

describe("HomePriceStrip", () => {
  it("links to the live prices and, drawn after a navigation, fetches and shows the buy prices", async () => {
    const fetch = answering(exampleSpotPrices);
    render(strip);
    const link = screen.getByRole("link");
    expect(link).toHaveAttribute("href", "/live-pricing");
    // (jsdom joins the parts without the spaces a browser puts between flex items.)
    await vi.waitFor(() =>
      expect(link).toHaveTextContent(
        "Buy pricesGold$5,235.09per oz$168.31per g+0.56%Silver$60.91per oz$1.96per g-0.68%As of24 Nov 2026, 10:10 am AEDTDemonstration prices",
      ),
    );
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/v1\/prices\/spot\?currency=AUD$/);
  });

  it("asks in the remembered currency", async () => {
    localStorage.setItem(SPOT_CURRENCY_STORAGE_KEY, "CNY");
    const fetch = answering({ ...exampleSpotPrices, currency: "CNY" });
    render(strip);
    await vi.waitFor(() => expect(screen.getByRole("link")).toHaveTextContent("CNY"));
    expect(String(fetch.mock.calls[0]![0])).toMatch(/currency=CNY$/);
  });

  it("keeps its placeholders when the prices cannot be had", async () => {
    const fetch = answering({ status: "error", message: "down" }, 503);
    render(strip);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole("link")).not.toHaveTextContent("$");
  });

  it("leaves the prerendered strip to the page's head script", async () => {
    const fetch = answering(exampleSpotPrices);
    const container = document.createElement("div");
    container.innerHTML = renderToString(strip);
    document.body.append(container);
    render(strip, { container, hydrate: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
  });
});
