import { describe, expect, it } from "vitest";
import { defaultStartMonth, isMonth, regularBuying } from "./regularBuying";

const oz = 31.1034768;
const closes = [
  { date: "2025-10-01", close: 4000 },
  { date: "2025-11-03", close: 5000 },
  { date: "2025-12-01", close: 2500 },
];

describe("regular buying", () => {
  it("buys the amount at each month's first close and values the sum at today's bid", () => {
    const result = regularBuying({ amount: 500, start: "2025-11", closes, bidToday: 4000 })!;
    const near = (value: number) => expect.closeTo(value, 9) as unknown;
    expect(result.months).toEqual([
      {
        month: "2025-11",
        date: "2025-11-03",
        close: 5000,
        bought: near(0.1 * oz),
        held: near(0.1 * oz),
        value: near(500),
      },
      {
        month: "2025-12",
        date: "2025-12-01",
        close: 2500,
        bought: near(0.2 * oz),
        held: near(0.3 * oz),
        value: near(750),
      },
    ]);
    expect(result.invested).toBe(1000);
    expect(result.ounces).toBeCloseTo(0.3, 10);
    expect(result.grams).toBeCloseTo(0.3 * oz, 10);
    expect(result.valueToday).toBeCloseTo(1200, 8);
    expect(result.gain).toBeCloseTo(200, 8);
    expect(result.gainFraction).toBeCloseTo(0.2, 10);
    expect(result.countsFrom).toBeUndefined();
  });

  it("says since when it counts where the history begins after the chosen start", () => {
    const result = regularBuying({ amount: 100, start: "2020-01", closes, bidToday: 4000 })!;
    expect(result.countsFrom).toBe("2025-10");
    expect(result.months).toHaveLength(3);
    expect(result.invested).toBe(300);
  });

  it("has nothing to show when no month from the start on has a close", () => {
    expect(regularBuying({ amount: 100, start: "2026-01", closes, bidToday: 1 })).toBeNull();
    expect(regularBuying({ amount: 100, start: "2020-01", closes: [], bidToday: 1 })).toBeNull();
  });

  it("starts five years back, or at the first month held if that is later", () => {
    expect(defaultStartMonth("2026-11-27", "2010-01-04")).toBe("2021-11");
    expect(defaultStartMonth("2026-11-27", "2024-03-01")).toBe("2024-03");
    expect(defaultStartMonth("2026-11-27", undefined)).toBe("2021-11");
  });

  it("knows a month from other text", () => {
    expect(isMonth("2021-11")).toBe(true);
    expect(isMonth("2021-13")).toBe(false);
    expect(isMonth("2021-1")).toBe(false);
    expect(isMonth("")).toBe(false);
  });
});
