import { shanghaiReferenceGet, spotPricesGet } from "@gw/api-client/prices";
import { exampleCnySpotPrices, exampleReferencePrice } from "@gw/api-client/testing/prices";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { hostRenderedPage, hydrateHostPage } from "../testing/hostRenderedPage";
import { PricingTestProviders } from "../testing/PricingTestProviders";
import { eachTestOnAFreshPage } from "../testing/pricingTestPage";
import { ChinaShanghaiReferenceIsland } from "./ShanghaiReferenceIslands";
import {
  chinaShanghaiReferenceDefinition,
  shanghaiReferenceDefinition,
} from "./shanghaiReferenceDefinitions";

const app = (
  <PricingTestProviders>
    <ChinaShanghaiReferenceIsland />
  </PricingTestProviders>
);

eachTestOnAFreshPage();

describe("the Shanghai reference islands", () => {
  it("ask for the reference and our CNY prices only where the page shows it to the visitor", () => {
    const paths = (
      island: typeof shanghaiReferenceDefinition | typeof chinaShanghaiReferenceDefinition,
    ) =>
      (["en", "zh"] as const).flatMap((locale) =>
        (["AUD", "CNY"] as const).map((currency) =>
          island.gets({ currency, locale, path: "/" }).map((get) => get.path),
        ),
      );
    const both = ["/v1/prices/reference/sge", "/v1/prices/spot?currency=CNY"];
    expect(paths(chinaShanghaiReferenceDefinition)).toEqual([both, both, both, both]);
    // English in AUD: the page keeps its hidden placeholder, and the host asks nothing for it.
    expect(paths(shanghaiReferenceDefinition)).toEqual([[], both, both, both]);
  });
});

describe("the Shanghai reference the host wrote, hydrated", () => {
  it.each([
    [200, "786.40"],
    [503, "The Shanghai reference price is unavailable just now."],
  ])(
    "matches the host's island (API %i), asking again only for what it lacks",
    async (status, shown) => {
      const fetched = vi.fn();
      vi.stubGlobal("fetch", fetched);
      const container = hostRenderedPage(app, chinaShanghaiReferenceDefinition, {
        currency: "AUD",
        answers: [
          [shanghaiReferenceGet(), { status, body: status === 200 ? exampleReferencePrice : null }],
          [spotPricesGet("CNY"), { status: 200, body: exampleCnySpotPrices }],
        ],
      });
      const { mismatches, island } = hydrateHostPage(app, container);
      expect(mismatches).not.toHaveBeenCalled();
      expect(island).toHaveTextContent(shown);
      expect(screen.getByRole("region", { name: "Shanghai Gold Exchange reference" })).toBe(island);
      // Both answers came with the page; without a reference, only that is asked for again.
      const asked = () =>
        fetched.mock.calls.map(([url]) => new URL(String(url), "http://site.test").pathname);
      if (status !== 200) await vi.waitFor(() => expect(asked()).not.toEqual([]));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(asked()).toEqual(status === 200 ? [] : ["/api/v1/prices/reference/sge"]);
    },
  );
});
