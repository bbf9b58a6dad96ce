import { afterEach, describe, expect, it, vi } from "vitest";
import { testApi, testEngine, type TestApi } from "../../testing/testApi";
import { tradingDaysBetween } from "../../priceFeeds/marketCalendar";

let api: TestApi;
afterEach(() => api.dispose());

const mondayNoon = Date.parse("2026-01-05T17:00:00Z");

describe(`an instance's prices at start (${testEngine})`, () => {
  it("refreshes the background currencies, backfills every currency's missing closes, and stops", async () => {
    api = await testApi({}, { env: { PRICE_BACKFILL_FROM: "2025-12-01" } });
    api.clock.now = mondayNoon;
    const prices = api.prices[0]!;
    prices.start();
    const expected = tradingDaysBetween("2025-12-01", "2026-01-02").length * 2 * 3;
    const stored = async () =>
      Number(
        (
          await api.db.db
            .selectFrom("price_closes")
            .select((select) => select.fn.countAll<number>().as("rows"))
            .executeTakeFirstOrThrow()
        ).rows,
      );
    await vi.waitFor(async () => expect(await stored()).toBe(expected), {
      timeout: 30_000,
      interval: 100,
    });
    expect(prices.service.latest("AUD")?.asOf).toBe(mondayNoon);
    expect(prices.service.latest("USD")).toBeUndefined();
    await prices.stop();
    expect(prices.log).toEqual([]);
  });
});
