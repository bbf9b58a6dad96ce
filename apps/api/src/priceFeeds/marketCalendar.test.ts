import { describe, expect, it } from "vitest";
import { easterSunday, exchangeHolidays } from "./exchangeHolidays";
import {
  isMarketOpen,
  isTradingDay,
  lastClosedTradingDay,
  nextMarketChange,
  openMarketMsBetween,
  sessionCloseOf,
  tradingDayOf,
  tradingDaysBetween,
  whenOpenMarketMsPass,
} from "./marketCalendar";

const at = (iso: string) => Date.parse(iso);

describe("isMarketOpen across a weekend (New York time)", () => {
  it.each([
    ["Friday 16:59 EST", "2026-01-02T21:59:00Z", true],
    ["Friday 17:00 EST, the week's close", "2026-01-02T22:00:00Z", false],
    ["Friday evening", "2026-01-03T01:00:00Z", false],
    ["Saturday", "2026-01-03T15:00:00Z", false],
    ["Sunday 17:59 EST", "2026-01-04T22:59:00Z", false],
    ["Sunday 18:00 EST, the week's open", "2026-01-04T23:00:00Z", true],
    ["Monday noon", "2026-01-05T17:00:00Z", true],
    ["a weekday's daily break, 17:30 EST", "2026-01-07T22:30:00Z", false],
    ["after the daily break, 18:00 EST", "2026-01-07T23:00:00Z", true],
    ["Friday 16:59 EDT (summer time)", "2026-07-10T20:59:00Z", true],
    ["Friday 17:00 EDT", "2026-07-10T21:00:00Z", false],
    ["Sunday 18:00 EDT", "2026-07-12T22:00:00Z", true],
  ])("%s: %s is open %s", (_, iso, open) => {
    expect(isMarketOpen(at(iso))).toBe(open);
  });
});

describe("isMarketOpen on holidays", () => {
  it.each([
    ["the evening before Good Friday 2026", "2026-04-02T22:30:00Z", false],
    ["Good Friday 2026", "2026-04-03T14:00:00Z", false],
    ["Sunday after Good Friday, 18:00 EDT", "2026-04-05T22:00:00Z", true],
    ["Christmas Eve 2025 from 18:00 EST", "2025-12-24T23:30:00Z", false],
    ["Christmas Day 2025", "2025-12-25T15:00:00Z", false],
    ["Christmas Day 2025 from 18:00 EST (the 26th's session)", "2025-12-25T23:00:00Z", true],
    ["New Year's Eve 2025 from 18:00 EST", "2026-01-01T00:00:00Z", false],
    ["New Year's Day 2026", "2026-01-01T16:00:00Z", false],
  ])("%s: %s is open %s", (_, iso, open) => {
    expect(isMarketOpen(at(iso))).toBe(open);
  });

  it("names the holidays and moves them off weekends as the exchanges do", () => {
    expect([...exchangeHolidays(2026)]).toEqual([
      ["2026-01-01", "New Year's Day"],
      ["2026-04-03", "Good Friday"],
      ["2026-12-25", "Christmas Day"],
    ]);
    // Christmas 2022 fell on a Sunday, 2021 on a Saturday; New Year 2023 on a Sunday.
    expect(exchangeHolidays(2022).get("2022-12-26")).toBe("Christmas Day");
    expect(exchangeHolidays(2021).get("2021-12-24")).toBe("Christmas Day");
    expect(exchangeHolidays(2023).get("2023-01-02")).toBe("New Year's Day");
    // New Year 2022 was a Saturday: the markets traded on Friday 31 December 2021.
    expect(isTradingDay("2021-12-31")).toBe(true);
  });

  it("finds Easter", () => {
    expect(["2000", "2024", "2025", "2026"].map((year) => easterSunday(Number(year)))).toEqual([
      "2000-04-23",
      "2024-03-31",
      "2025-04-20",
      "2026-04-05",
    ]);
  });
});

describe("trading days", () => {
  it("skips weekends and holidays", () => {
    expect(tradingDaysBetween("2025-12-22", "2026-01-05")).toEqual([
      "2025-12-22",
      "2025-12-23",
      "2025-12-24",
      "2025-12-26",
      "2025-12-29",
      "2025-12-30",
      "2025-12-31",
      "2026-01-02",
      "2026-01-05",
    ]);
  });

  it("puts an evening session in the next day and closes each day at 17:00 New York time", () => {
    expect(tradingDayOf(at("2026-01-04T23:00:00Z"))).toBe("2026-01-05");
    expect(tradingDayOf(at("2026-01-05T21:59:00Z"))).toBe("2026-01-05");
    expect(sessionCloseOf("2026-01-02")).toBe(at("2026-01-02T22:00:00Z"));
    expect(sessionCloseOf("2026-07-10")).toBe(at("2026-07-10T21:00:00Z"));
  });

  it("knows the last day whose close is final", () => {
    expect(lastClosedTradingDay(at("2026-01-03T12:00:00Z"))).toBe("2026-01-02");
    expect(lastClosedTradingDay(at("2026-01-02T21:59:00Z"))).toBe("2025-12-31");
    expect(lastClosedTradingDay(at("2026-01-02T22:00:00Z"))).toBe("2026-01-02");
  });
});

describe("open-market time", () => {
  const minutes = (ms: number) => ms / 60_000;

  it("counts only the time the market was open between two instants", () => {
    // Monday noon to 12:10 New York time: all open.
    expect(
      minutes(openMarketMsBetween(at("2026-01-05T17:00:00Z"), at("2026-01-05T17:10:00Z"))),
    ).toBe(10);
    // Friday 16:58 to Sunday 18:03: two minutes before the close, three after the open.
    expect(
      minutes(openMarketMsBetween(at("2026-01-09T21:58:00Z"), at("2026-01-11T23:03:00Z"))),
    ).toBe(5);
    // Across the daily break, 16:55 to 18:05.
    expect(
      minutes(openMarketMsBetween(at("2026-01-07T21:55:00Z"), at("2026-01-07T23:05:00Z"))),
    ).toBe(10);
    // Christmas Day 2025 (a Thursday) is no trading time at all.
    expect(
      minutes(openMarketMsBetween(at("2025-12-24T21:59:00Z"), at("2025-12-25T23:01:00Z"))),
    ).toBe(2);
    expect(openMarketMsBetween(at("2026-01-10T12:00:00Z"), at("2026-01-10T18:00:00Z"))).toBe(0);
    expect(openMarketMsBetween(at("2026-01-05T17:00:00Z"), at("2026-01-05T16:00:00Z"))).toBe(0);
  });

  it("stops counting at a cap, however old the start", () => {
    expect(
      openMarketMsBetween(at("2000-01-03T17:00:00Z"), at("2026-01-05T17:00:00Z"), 60_000),
    ).toBe(60_000);
  });

  it("finds when a span of open market will have passed", () => {
    expect(whenOpenMarketMsPass(at("2026-01-09T21:58:00Z"), 5 * 60_000)).toBe(
      at("2026-01-11T23:03:00Z"),
    );
    expect(whenOpenMarketMsPass(at("2026-01-10T12:00:00Z"), 60_000)).toBe(
      at("2026-01-11T23:01:00Z"),
    );
  });

  it("finds the next open or close", () => {
    expect(nextMarketChange(at("2026-01-05T17:00:00Z"))).toBe(at("2026-01-05T22:00:00Z"));
    expect(nextMarketChange(at("2026-01-09T22:00:00Z"))).toBe(at("2026-01-11T23:00:00Z"));
    expect(nextMarketChange(at("2025-12-24T22:30:00Z"))).toBe(at("2025-12-25T23:00:00Z"));
  });
});
