import { PAGE_REFERENCE_ANSWER_ID } from "@gw/api-client/prices";
import {
  exampleCnySpotPrices,
  exampleReferencePrice,
  exampleSpotPrices,
} from "@gw/api-client/testing/prices";
import { i18n } from "@gw/i18n";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hostRenderedPage, hydrateHostPage, removePageAnswer } from "../testing/hostRenderedPage";
import { PricingTestProviders } from "../testing/PricingTestProviders";
import { forgetVisitorCurrency } from "../testing/visitorCurrency";
import { LiveShanghaiReference } from "./LiveShanghaiReference";

const app = (
  <PricingTestProviders>
    <LiveShanghaiReference always />
  </PricingTestProviders>
);

/** The reference answer the host embeds beside its spot answer. */
function embedReference(status: number) {
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = PAGE_REFERENCE_ANSWER_ID;
  script.textContent = JSON.stringify({
    status,
    maxAgeSeconds: 600,
    body: status === 200 ? exampleReferencePrice : null,
    cnySpot: { currency: "CNY", status: 200, maxAgeSeconds: 60, body: exampleCnySpotPrices },
  });
  document.body.append(script);
}

beforeEach(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  forgetVisitorCurrency();
});
afterEach(() => {
  vi.unstubAllGlobals();
  removePageAnswer();
  document.getElementById(PAGE_REFERENCE_ANSWER_ID)?.remove();
  document.body.innerHTML = "";
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
      const container = hostRenderedPage(app, "chinaShanghaiReference", {
        currency: "AUD",
        prices: exampleSpotPrices,
        reference: {
          price: status === 200 ? exampleReferencePrice : null,
          cnyPrices: exampleCnySpotPrices,
        },
      });
      embedReference(status);
      const { mismatches, island } = hydrateHostPage(app, container);
      expect(mismatches).not.toHaveBeenCalled();
      expect(island).toHaveTextContent(shown);
      expect(screen.getByRole("region", { name: "Shanghai Gold Exchange reference" })).toBe(island);
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Both answers came with the page; without a reference, only that is asked for again.
      expect(
        fetched.mock.calls.map(([url]) => new URL(String(url), "http://site.test").pathname),
      ).toEqual(status === 200 ? [] : ["/api/v1/prices/reference/sge"]);
    },
  );
});
