import { describe, expect, it } from "vitest";
import { apiBaseUrl } from "./apiBaseUrl";
import { spotPricesUrl } from "./prices/priceUrls";

describe("apiBaseUrl", () => {
  it("is the page's own origin, never another", () => {
    expect(apiBaseUrl()).toBe("/api");
    expect(spotPricesUrl("AUD")).toBe("/api/v1/prices/spot?currency=AUD");
  });
});
