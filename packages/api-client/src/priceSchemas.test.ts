import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { historyQuerySchema, spotPricesSchema, spotQuerySchema } from "./priceSchemas";

const quote = { bid: 4000, ask: 4040, previousClose: 3990 };
const spot = {
  currency: "AUD",
  asOf: "2026-11-23T22:00:00.000Z",
  source: "development",
  marketOpen: true,
  stale: false,
  metals: { gold: quote, silver: { bid: 50, ask: 51, previousClose: 49.5 } },
};

describe("spotPricesSchema", () => {
  it("accepts the contract's answer", () => {
    expect(v.is(spotPricesSchema, spot)).toBe(true);
  });

  it.each([
    ["a bid above the ask", { gold: { ...quote, bid: 4100 } }],
    ["a negative price", { gold: { ...quote, ask: -1 } }],
    ["a price that is not a number", { gold: { ...quote, ask: "4040" } }],
    ["an infinite price", { gold: { ...quote, ask: Infinity } }],
  ])("rejects %s", (_, metals) => {
    expect(v.is(spotPricesSchema, { ...spot, metals: { ...spot.metals, ...metals } })).toBe(false);
  });

  it("rejects an unknown currency and a time that is not ISO 8601", () => {
    expect(v.is(spotPricesSchema, { ...spot, currency: "EUR" })).toBe(false);
    expect(v.is(spotPricesSchema, { ...spot, asOf: "yesterday" })).toBe(false);
  });
});

describe("query schemas", () => {
  it("default the currency to AUD and the history format to JSON", () => {
    expect(v.parse(spotQuerySchema, {})).toEqual({ currency: "AUD" });
    expect(v.parse(historyQuerySchema, { metal: "gold", range: "1Y" })).toEqual({
      metal: "gold",
      range: "1Y",
      currency: "AUD",
      format: "json",
    });
  });

  it("name the bad parameter", () => {
    const result = v.safeParse(historyQuerySchema, { metal: "platinum", range: "1Y" });
    expect(result.success).toBe(false);
    expect(result.issues?.[0].message).toMatch(/metal must be one of gold, silver/);
  });
});
