import { describe, expect, it } from "vitest";
import { maxAgeSeconds, priceHistoryUrl, spotPricesUrl } from "./priceUrls";

describe("price URLs", () => {
  it("names the currency, metal and range as the API reads them", () => {
    expect(spotPricesUrl("CNY", "https://api.example")).toBe(
      "https://api.example/v1/prices/spot?currency=CNY",
    );
    const request = { metal: "silver", range: "5Y", currency: "USD" } as const;
    expect(priceHistoryUrl(request, "json", "https://api.example")).toBe(
      "https://api.example/v1/prices/history?metal=silver&range=5Y&currency=USD",
    );
    expect(priceHistoryUrl(request, "csv", "https://api.example")).toBe(
      "https://api.example/v1/prices/history?metal=silver&range=5Y&currency=USD&format=csv",
    );
  });
});

describe("maxAgeSeconds", () => {
  it.each([
    ["public, max-age=42", 42],
    ["max-age=0, stale-while-revalidate=60", 0],
    ["public, s-maxage=99, max-age=7", 7],
    ["public, s-maxage=99", null],
    ["no-store", null],
    [null, null],
  ])("reads %s as %s", (header, seconds) => {
    expect(maxAgeSeconds(header)).toBe(seconds);
  });
});
