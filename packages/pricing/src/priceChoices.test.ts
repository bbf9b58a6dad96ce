import { historyIntervalOf } from "@gw/api-client/prices";
import { describe, expect, it } from "vitest";
import { defaultMetal, defaultRange, priceRanges } from "./priceChoices";

describe("price choices", () => {
  it("default to gold over one month", () => {
    expect(defaultMetal).toBe("gold");
    expect(defaultRange).toEqual({ label: "1M", value: "1M", interval: "daily", history: "1M" });
  });

  it("match the spec's range table", () => {
    expect(priceRanges.map((r) => `${r.label}/${r.value}/${r.interval}`)).toEqual([
      "1M/1M/daily",
      "3M/3M/daily",
      "6M/6M/daily",
      "1Y/12M/daily",
      "5Y/60M/weekly",
      "All/ALL/weekly",
    ]);
  });

  it("ask our price service for the same ranges, at the same intervals", () => {
    expect(priceRanges.map((r) => r.history)).toEqual(["1M", "3M", "6M", "1Y", "5Y", "ALL"]);
    for (const range of priceRanges) expect(historyIntervalOf[range.history]).toBe(range.interval);
  });
});
