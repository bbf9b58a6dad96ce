import { exampleCnySpotPrices, exampleReferencePrice } from "@gw/api-client/testing/prices";
import { describe, expect, it } from "vitest";
import { referenceView } from "./referenceView";

describe("the Shanghai reference's view", () => {
  it("sets our buy price per gram beside Shanghai's, with the difference from Shanghai's", () => {
    // 24,324.69 ÷ 31.1034768 = 782.06 per gram; 782.06 ÷ 786.40 − 1 = −0.55 %.
    expect(referenceView(exampleReferencePrice, exampleCnySpotPrices, "en")).toEqual({
      shanghai: "CNY\u00a0786.40",
      publishedAt: "24 Nov 2026, 2:15 pm",
      source: "development",
      ours: "CNY\u00a0782.06",
      difference: "-0.55%",
      delayed: false,
      demonstration: true,
    });
  });

  it("writes Chinese figures and Beijing time in Chinese", () => {
    const view = referenceView(exampleReferencePrice, exampleCnySpotPrices, "zh");
    expect(view.shanghai).toBe("¥786.40");
    expect(view.publishedAt).toBe("2026年11月24日 14:15");
  });

  it("says nothing of ours without our CNY prices, never another currency's", () => {
    const aud = { ...exampleCnySpotPrices, currency: "AUD" as const };
    expect(referenceView(exampleReferencePrice, aud, "en")).toMatchObject({
      ours: null,
      difference: null,
    });
  });

  it("is a market figure only when both sources are", () => {
    const market = referenceView(
      { ...exampleReferencePrice, source: "sge.com.cn", stale: true },
      { ...exampleCnySpotPrices, source: "goldapi.io" },
      "en",
    );
    expect(market).toMatchObject({ demonstration: false, delayed: true, source: "sge.com.cn" });
  });
});
