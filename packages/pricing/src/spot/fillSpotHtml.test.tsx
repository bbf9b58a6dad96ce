import { exampleSpotPrices } from "@gw/api-client/testing/prices";
import { i18n } from "@gw/i18n";
import { priceStripLabels } from "@gw/ui";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { GRAMS_PER_UNIT } from "../converter/weightUnits";
import { HomePriceStrip } from "../strip/HomePriceStrip";
import { PricingTestProviders } from "../testing/PricingTestProviders";
import { fillSpotHtml } from "./fillSpotHtml";
import { paintSpot } from "./paintSpot";
import { SpotPrices } from "./SpotPrices";
import { spotView, type SpotView } from "./spotView";
import { SPOT_ROOT_ATTRIBUTE } from "./spotMarkers";

/** The markup the prerenderer writes for the spot panel and the home strip (no prices). */
const prerendered = () =>
  renderToString(
    <PricingTestProviders>
      <SpotPrices />
      <HomePriceStrip labels={priceStripLabels} />
    </PricingTestProviders>,
  );

const parsed = (html: string) => {
  const page = document.createElement("div");
  page.innerHTML = html;
  return page;
};

/** What the head script and the app make of the same markup in the browser. */
function painted(html: string, view: SpotView) {
  const page = parsed(html);
  page.querySelectorAll(`[${SPOT_ROOT_ATTRIBUTE}]`).forEach((root) => paintSpot(root, view));
  return page;
}

beforeEach(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});

describe("fillSpotHtml", () => {
  it("writes into the prerendered markup what the painter writes into the page", () => {
    const html = prerendered();
    for (const answer of [
      exampleSpotPrices,
      { ...exampleSpotPrices, marketOpen: false, stale: true, source: "goldapi" },
    ]) {
      const view = spotView(answer, "en-AU", GRAMS_PER_UNIT)!;
      const filled = parsed(fillSpotHtml(html, view));
      expect(filled.isEqualNode(painted(html, view))).toBe(true);
      expect(filled.querySelector('[data-spot="gold.ask.troyOunce"]')!.textContent).toBe(
        "$5,235.09",
      );
    }
  });

  it("writes the figures as text, never as markup", () => {
    const view = spotView(exampleSpotPrices, "en-AU", GRAMS_PER_UNIT)!;
    const hostile = { ...view, text: { ...view.text, asOf: '<img src=x onerror="alert(1)">' } };
    const filled = parsed(fillSpotHtml(prerendered(), hostile));
    expect(filled.querySelector("img")).toBeNull();
    expect(filled.querySelector('[data-spot="asOf"]')!.textContent).toBe(hostile.text.asOf);
  });

  it("leaves a page without spot slots as it is", () => {
    const html = '<main><p data-note="x">Hello</p><span data-spotless=""></span></main>';
    expect(fillSpotHtml(html, spotView(exampleSpotPrices, "en-AU", GRAMS_PER_UNIT)!)).toBe(html);
  });
});
