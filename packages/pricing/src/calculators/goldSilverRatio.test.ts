import { describe, expect, it } from "vitest";
import { goldSilverRatio, ratioSeries } from "./goldSilverRatio";

describe("gold/silver ratio", () => {
  it("divides gold by silver per troy ounce", () => {
    expect(goldSilverRatio(4000, 50)).toBe(80);
  });

  it("pairs the closes by day and skips a day one metal lacks", () => {
    const gold = [
      { date: "2026-01-02", close: 4000 },
      { date: "2026-01-05", close: 4100 },
      { date: "2026-01-06", close: 4200 },
    ];
    const silver = [
      { date: "2026-01-02", close: 50 },
      { date: "2026-01-06", close: 60 },
    ];
    expect(ratioSeries(gold, silver)).toEqual([
      { date: "2026-01-02", close: 80 },
      { date: "2026-01-06", close: 70 },
    ]);
  });
});
