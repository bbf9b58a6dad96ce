import { describe, expect, it } from "vitest";
import { monthsBefore } from "../../priceFeeds/calendarDates";
import { atInterval, historyCsv, rangeStart, sourceParts } from "./historySeries";

describe("history series", () => {
  it("counts ranges back in calendar months, clamping to shorter months", () => {
    expect(rangeStart("1M", "2026-03-31")).toBe("2026-02-28");
    expect(rangeStart("1Y", "2024-02-29")).toBe("2023-02-28");
    expect(rangeStart("5Y", "2026-01-05")).toBe("2021-01-05");
    expect(rangeStart("ALL", "2026-01-05")).toBeUndefined();
    expect(monthsBefore("2026-01-15", 3)).toBe("2025-10-15");
  });

  it("keeps each week's last close for weekly charts", () => {
    const points = [
      { date: "2025-12-29", close: 1 },
      { date: "2025-12-31", close: 2 },
      { date: "2026-01-02", close: 3 },
      { date: "2026-01-05", close: 4 },
      { date: "2026-01-06", close: 5 },
    ];
    const sources = ["a", "a", "b", "b", "b"];
    expect(atInterval(points, sources, "weekly")).toEqual({
      points: [
        { date: "2026-01-02", close: 3 },
        { date: "2026-01-06", close: 5 },
      ],
      sourceOf: ["b", "b"],
    });
    expect(atInterval(points, sources, "daily")).toEqual({ points, sourceOf: sources });
    expect(sourceParts(points, sources)).toEqual([
      { source: "a", from: "2025-12-29", to: "2025-12-31" },
      { source: "b", from: "2026-01-02", to: "2026-01-06" },
    ]);
  });

  it("keeps each month's first close for monthly buying", () => {
    const points = [
      { date: "2025-11-28", close: 1 },
      { date: "2025-12-01", close: 2 },
      { date: "2025-12-31", close: 3 },
      { date: "2026-01-02", close: 4 },
      { date: "2026-01-05", close: 5 },
    ];
    const sources = ["a", "a", "a", "b", "b"];
    expect(atInterval(points, sources, "monthly")).toEqual({
      points: [
        { date: "2025-11-28", close: 1 },
        { date: "2025-12-01", close: 2 },
        { date: "2026-01-02", close: 4 },
      ],
      sourceOf: ["a", "a", "b"],
    });
  });

  it("writes CSV with a date,close header", () => {
    expect(historyCsv([{ date: "2026-01-02", close: 5219.39 }])).toBe(
      "date,close\n2026-01-02,5219.39\n",
    );
    expect(historyCsv([])).toBe("date,close\n");
  });
});
