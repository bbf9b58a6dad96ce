import { chinaComparison } from "@gw/content/china-comparison";
import { describe, expect, it } from "vitest";
import { developmentProvider, developmentSource } from "./developmentProvider";
import { isTradingDay, sessionCloseOf } from "../../priceFeeds/marketCalendar";

const mondayNoon = Date.parse("2026-01-05T17:00:00Z");
const spotAt = (instant: number, currency: "AUD" | "USD" | "CNY" = "AUD") =>
  developmentProvider(() => instant).spot(currency);
const mid = ({ bid, ask }: { bid: number; ask: number }) => (bid + ask) / 2;

describe("developmentProvider", () => {
  it("says its prices are demonstration prices", () => {
    expect(developmentProvider().source).toBe(developmentSource);
    expect(developmentSource).toBe("development");
  });

  it("is a pure function of the clock", async () => {
    expect(await spotAt(mondayNoon)).toEqual(await spotAt(mondayNoon));
    // Within one minute the quote stands; a later minute gives another price.
    expect(await spotAt(mondayNoon + 59_000)).toEqual(await spotAt(mondayNoon));
    const later = await spotAt(mondayNoon + 60_000);
    expect(later.metals.gold.bid).not.toBe((await spotAt(mondayNoon)).metals.gold.bid);
    expect(later.asOf).toBe(mondayNoon + 60_000);
  });

  it("quotes a lag behind its clock when told to, as a delayed feed does", async () => {
    const lagging = developmentProvider(() => mondayNoon, { lagMs: 6 * 60_000 });
    expect(await lagging.spot("AUD")).toEqual(await spotAt(mondayNoon - 6 * 60_000));
    // Lagging into the weekend: the last close, as ever while the market is shut.
    const sundayOpen = Date.parse("2026-01-11T23:00:00Z");
    const justOpened = developmentProvider(() => sundayOpen + 60_000, { lagMs: 16 * 60_000 });
    expect((await justOpened.spot("AUD")).asOf).toBe(sessionCloseOf("2026-01-09"));
  });

  it("stands still at the last close while the market is shut", async () => {
    const fridayClose = sessionCloseOf("2026-01-09");
    const saturday = await spotAt(Date.parse("2026-01-10T15:00:00Z"));
    const sunday = await spotAt(Date.parse("2026-01-11T20:00:00Z"));
    expect(saturday).toEqual(sunday);
    expect(saturday.asOf).toBe(fridayClose);
  });

  it("passes through the content's reference gold price on its date", async () => {
    const [close] = await developmentProvider().dailyCloses(
      "gold",
      "AUD",
      chinaComparison.timeline.sell.date,
      chinaComparison.timeline.sell.date,
    );
    expect(close!.close).toBeCloseTo(chinaComparison.referenceGoldPriceAud, 1);
  });

  it("quotes plausible levels and spreads", async () => {
    for (const instant of [mondayNoon, Date.parse("2026-09-15T15:00:00Z")]) {
      const { metals } = await spotAt(instant);
      expect(mid(metals.gold)).toBeGreaterThan(0.7 * chinaComparison.referenceGoldPriceAud);
      expect(mid(metals.gold)).toBeLessThan(1.3 * chinaComparison.referenceGoldPriceAud);
      const ratio = mid(metals.gold) / mid(metals.silver);
      expect(ratio).toBeGreaterThan(65);
      expect(ratio).toBeLessThan(110);
      const spread = (quote: { bid: number; ask: number }) => (quote.ask - quote.bid) / mid(quote);
      expect(spread(metals.gold)).toBeGreaterThan(0.005);
      expect(spread(metals.gold)).toBeLessThan(0.01);
      expect(spread(metals.silver)).toBeGreaterThan(0.02);
      expect(spread(metals.silver)).toBeLessThan(0.04);
    }
  });

  it("prices USD and CNY at one exchange rate for both metals", async () => {
    const aud = await spotAt(mondayNoon, "AUD");
    const usd = await spotAt(mondayNoon, "USD");
    const cny = await spotAt(mondayNoon, "CNY");
    for (const [quote, rate] of [
      [usd, 0.65],
      [cny, chinaComparison.audCnyRate],
    ] as const) {
      expect(quote.metals.gold.ask / aud.metals.gold.ask).toBeCloseTo(rate, 3);
      expect(quote.metals.silver.ask / aud.metals.silver.ask).toBeCloseTo(rate, 2);
      expect(quote.metals.gold.previousClose / aud.metals.gold.previousClose).toBeCloseTo(rate, 3);
    }
  });

  it("gives a previous close equal to the previous trading day's recorded close", async () => {
    const provider = developmentProvider(() => mondayNoon);
    const quote = await provider.spot("AUD");
    const [friday] = await provider.dailyCloses("gold", "AUD", "2026-01-02", "2026-01-02");
    expect(quote.metals.gold.previousClose).toBe(friday!.close);
  });

  it("has a daily history back to 2000 without weekends or holidays", async () => {
    const closes = await developmentProvider().dailyCloses(
      "silver",
      "CNY",
      "2000-01-01",
      "2026-01-09",
    );
    expect(closes[0]!.date).toBe("2000-01-03");
    expect(closes.at(-1)!.date).toBe("2026-01-09");
    expect(closes.every(({ date }) => isTradingDay(date))).toBe(true);
    expect(closes.map(({ date }) => date)).not.toContain("2025-12-25");
    expect(closes.every(({ close }) => close > 0)).toBe(true);
    // No day moves more than a real market plausibly would.
    const worstDay = Math.max(
      ...closes.slice(1).map(({ close }, index) => Math.abs(close / closes[index]!.close - 1)),
    );
    expect(worstDay).toBeLessThan(0.08);
  });
});
