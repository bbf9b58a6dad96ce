import type { SpotPrices } from "@gw/api-client/schemas";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testApi, testEngine, type TestApi } from "../../testing/testApi";
import { tradingDaysBetween } from "../../priceFeeds/marketCalendar";

let api: TestApi;
beforeEach(async () => {
  api = await testApi();
});
afterEach(() => api.dispose());

const mondayNoon = Date.parse("2026-01-05T17:00:00Z");

async function storedCloses() {
  return api.db.db
    .selectFrom("price_closes")
    .select(["source", "metal", "currency", "date", "close"])
    .orderBy("metal")
    .orderBy("currency")
    .orderBy("date")
    .execute();
}

describe(`recorded daily closes (${testEngine})`, () => {
  it("keeps one row per metal, currency and day when two instances backfill at once", async () => {
    api.clock.now = mondayNoon;
    await api.secondInstance();
    const [first, second] = api.prices;
    await Promise.all([
      first!.recorder.backfill(["AUD", "CNY"], "2025-06-01"),
      second!.recorder.backfill(["AUD", "CNY"], "2025-06-01"),
      first!.recorder.backfill(["AUD"], "2025-06-01"),
    ]);
    const rows = await storedCloses();
    const days = tradingDaysBetween("2025-06-01", "2026-01-02");
    expect(rows).toHaveLength(days.length * 2 * 2);
    expect(new Set(rows.map((row) => `${row.metal}/${row.currency}/${row.date}`)).size).toBe(
      rows.length,
    );
    expect(rows.every((row) => row.source === "development" && row.close > 0)).toBe(true);
    // A conflicting insert must be skipped, not fail (a failure would only be logged).
    expect(api.prices.flatMap((instance) => instance.log)).toEqual([]);
  });

  it("records the previous trading day's close from quotes, once, whichever instance sees them", async () => {
    api.clock.now = mondayNoon;
    const secondApp = await api.secondInstance();
    await Promise.all([
      api.app.request("/v1/prices/spot"),
      secondApp.request("/v1/prices/spot"),
      secondApp.request("/v1/prices/spot?currency=USD"),
    ]);
    await Promise.all(api.prices.map((instance) => instance.service.idle()));
    const rows = await storedCloses();
    // Monday's quotes carry Friday 2 January's close (1 January was a holiday).
    expect(rows.map((row) => `${row.metal} ${row.currency} ${row.date}`)).toEqual([
      "gold AUD 2026-01-02",
      "gold USD 2026-01-02",
      "silver AUD 2026-01-02",
      "silver USD 2026-01-02",
    ]);
    const quote = (await (await api.app.request("/v1/prices/spot")).json()) as SpotPrices;
    expect(rows[0]!.close).toBe(quote.metals.gold.previousClose);
    expect(api.prices.flatMap((instance) => instance.log)).toEqual([]);
  });

  it("records nothing from quotes taken while the market is shut", async () => {
    api.clock.now = Date.parse("2026-01-03T15:00:00Z");
    await api.app.request("/v1/prices/spot");
    await api.prices[0]!.service.idle();
    expect(await storedCloses()).toEqual([]);
  });

  it("fills only the days still missing, and keeps the first close of a day", async () => {
    api.clock.now = mondayNoon;
    const recorder = api.prices[0]!.recorder;
    await api.prices[0]!.closes.record({ source: "development", metal: "gold", currency: "AUD" }, [
      { date: "2025-12-15", close: 1234.5 },
    ]);
    await recorder.backfill(["AUD"], "2025-12-01");
    await recorder.backfill(["AUD"], "2025-12-01");
    const gold = (await storedCloses()).filter((row) => row.metal === "gold");
    expect(gold).toHaveLength(tradingDaysBetween("2025-12-01", "2026-01-02").length);
    expect(gold.find((row) => row.date === "2025-12-15")!.close).toBe(1234.5);
  });
});
