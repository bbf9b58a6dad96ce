import {
  historyIntervalOf,
  historyRanges,
  priceHistorySchema,
  spotPricesSchema,
  type PriceHistory,
  type SpotPrices,
} from "@gw/api-client/schemas";
import * as v from "valibot";
import { afterEach, describe, expect, it } from "vitest";
import { siteOrigins } from "../../config";
import { testApi, testEngine, type TestApi } from "../../testing/testApi";
import { developmentProvider } from "./developmentProvider";
import { isTradingDay } from "../../priceFeeds/marketCalendar";
import type { PriceProvider } from "./priceProvider";

let api: TestApi;
afterEach(() => api.dispose());

const mondayNoon = Date.parse("2026-01-05T17:00:00Z");
const origin = siteOrigins(process.env)[0]!;

async function spot(query = "", headers: Record<string, string> = {}) {
  const response = await api.app.request(`/v1/prices/spot${query}`, { headers });
  return {
    response,
    body: response.status === 200 ? ((await response.json()) as SpotPrices) : undefined,
  };
}

describe(`GET /v1/prices/spot (${testEngine})`, () => {
  it("answers the contract's shape in AUD by default, from the development provider", async () => {
    api = await testApi();
    api.clock.now = mondayNoon;
    const { response, body } = await spot();
    expect(response.status).toBe(200);
    expect(v.is(spotPricesSchema, body)).toBe(true);
    expect(body).toMatchObject({
      currency: "AUD",
      source: "development",
      marketOpen: true,
      stale: false,
      asOf: "2026-01-05T17:00:00.000Z",
    });
    const usd = await spot("?currency=USD");
    expect(usd.body!.currency).toBe("USD");
    expect(usd.body!.metals.gold.ask).toBeLessThan(body!.metals.gold.ask);
  });

  it("moves minute by minute", async () => {
    api = await testApi();
    api.clock.now = mondayNoon;
    const first = await spot();
    api.clock.now += 60_000;
    const second = await spot();
    expect(second.body!.metals.gold.bid).not.toBe(first.body!.metals.gold.bid);
    expect(second.body!.asOf).toBe("2026-01-05T17:01:00.000Z");
    expect(second.response.headers.get("ETag")).not.toBe(first.response.headers.get("ETag"));
  });

  it("is cacheable for at most the update interval, with an ETag, and answers 304 to If-None-Match", async () => {
    api = await testApi();
    api.clock.now = mondayNoon;
    const first = await spot("", { Origin: origin });
    const cacheControl = first.response.headers.get("Cache-Control")!;
    const [, maxAge] = /^public, max-age=(\d+), stale-while-revalidate=60$/.exec(cacheControl)!;
    expect(Number(maxAge)).toBe(60);
    api.clock.now += 20_000;
    const etag = first.response.headers.get("ETag")!;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await spot("", { Origin: origin, "If-None-Match": etag });
    expect(again.response.status).toBe(304);
    expect(await again.response.text()).toBe("");
    expect(again.response.headers.get("ETag")).toBe(etag);
    expect(again.response.headers.get("Cache-Control")).toBe(
      "public, max-age=40, stale-while-revalidate=60",
    );
    expect(again.response.headers.get("Access-Control-Allow-Origin")).toBe(origin);
    expect((await spot("", { "If-None-Match": '"something-else"' })).response.status).toBe(200);
  });

  it("is never cacheable past the moment its quote turns delayed", async () => {
    // A feed frozen at noon, asked from 12:04:30.
    api = await testApi({}, { providers: [developmentProvider(() => mondayNoon)] });
    api.clock.now = mondayNoon + 4 * 60_000 + 30_000;
    const { response, body } = await spot();
    expect(body).toMatchObject({ stale: false, asOf: "2026-01-05T17:00:00.000Z" });
    // 30 s until it turns delayed: max-age and stale-while-revalidate together stay within them.
    expect(response.headers.get("Cache-Control")).toBe(
      "public, max-age=30, stale-while-revalidate=0",
    );
    api.clock.now = mondayNoon + 14 * 60_000;
    const delayed = await spot();
    expect(delayed.body!.stale).toBe(true);
    expect(delayed.response.headers.get("Cache-Control")).toBe(
      "public, max-age=60, stale-while-revalidate=0",
    );
  });

  it("shows the development provider's lag as a delayed feed: delayed after 5 minutes, none after 15", async () => {
    api = await testApi({}, { env: { PRICE_DEVELOPMENT_LAG_SECONDS: "360" } });
    api.clock.now = mondayNoon;
    const delayed = await spot();
    expect(delayed.body).toMatchObject({
      stale: true,
      marketOpen: true,
      source: "development",
      asOf: "2026-01-05T16:54:00.000Z",
    });
    await api.dispose();

    api = await testApi({}, { env: { PRICE_DEVELOPMENT_LAG_SECONDS: "960" } });
    api.clock.now = mondayNoon;
    const { response } = await spot();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      status: "error",
      message: expect.stringMatching(/more than 900 s behind the market/),
    });
  });

  it.each([
    ["?currency=EUR", "currency must be one of AUD, USD, CNY"],
    ["?currency=aud", "currency must be one of AUD, USD, CNY"],
    ["?cur=AUD", 'Unknown field "cur"'],
  ])("refuses %s with a reason", async (query, message) => {
    api = await testApi();
    const response = await api.app.request(`/v1/prices/spot${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: "error", message });
  });

  it.each([
    ["Friday 16:59 New York", "2026-01-02T21:59:00Z", true],
    ["Friday 17:00 New York", "2026-01-02T22:00:00Z", false],
    ["Saturday", "2026-01-03T18:00:00Z", false],
    ["Sunday 18:00 New York", "2026-01-04T23:00:00Z", true],
    ["New Year's Day", "2026-01-01T15:00:00Z", false],
    ["Good Friday", "2026-04-03T15:00:00Z", false],
  ])("says whether the market is open: %s", async (_, iso, open) => {
    api = await testApi();
    api.clock.now = Date.parse(iso);
    expect((await spot()).body!.marketOpen).toBe(open);
  });
});

/** The development provider, until the test breaks it. */
function breakableProvider(now: () => number) {
  const real = developmentProvider(now);
  const state = { failure: undefined as undefined | "error" | "garbage" };
  const provider: PriceProvider = {
    ...real,
    async spot(currency) {
      if (state.failure === "error") throw new Error("provider down");
      const quote = await real.spot(currency);
      if (state.failure === "garbage")
        return {
          ...quote,
          metals: { ...quote.metals, gold: { ...quote.metals.gold, bid: Number.NaN } },
        };
      return quote;
    },
  };
  return { provider, state };
}

describe(`honest under failure (${testEngine})`, () => {
  it("serves the last good quote, stale once 5 minutes old, then 503 once too old", async () => {
    const clock = { now: mondayNoon };
    const broken = breakableProvider(() => clock.now);
    api = await testApi(
      {},
      { providers: [broken.provider], env: { PRICE_MAX_AGE_SECONDS: "420" } },
    );
    api.clock.now = mondayNoon;
    const good = await spot();
    broken.state.failure = "garbage";
    api.clock.now = clock.now = mondayNoon + 60_000;
    expect((await spot()).body).toEqual(good.body);
    api.clock.now = clock.now = mondayNoon + 301_000;
    const stale = await spot();
    expect(stale.response.status).toBe(200);
    expect(stale.body).toEqual({ ...good.body, stale: true });
    broken.state.failure = "error";
    api.clock.now = clock.now = mondayNoon + 421_000;
    const refused = await api.app.request("/v1/prices/spot");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
    expect(await refused.json()).toEqual({
      status: "error",
      message:
        "Spot prices are unavailable: the latest quote (2026-01-05T17:00:00.000Z) is more than 420 s behind the market",
    });
    expect(api.prices[0]!.log.join("\n")).toMatch(/garbage: gold bid/);
    broken.state.failure = undefined;
    api.clock.now = clock.now = mondayNoon + 481_000;
    expect((await spot()).body).toMatchObject({ stale: false, asOf: "2026-01-05T17:08:00.000Z" });
  });

  it("answers 503 with a reason when the provider has never answered well", async () => {
    const broken = breakableProvider(() => mondayNoon);
    broken.state.failure = "error";
    api = await testApi({}, { providers: [broken.provider] });
    const response = await api.app.request("/v1/prices/spot?currency=CNY");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: "error",
      message: "Spot prices are unavailable: development: provider down",
    });
  });
});

describe(`GET /v1/prices/history (${testEngine})`, () => {
  async function history(query: string) {
    const response = await api.app.request(`/v1/prices/history${query}`);
    return { response, body: (await response.json()) as PriceHistory };
  }

  it("answers recorded daily closes for 1M to 1Y and weekly ones for 5Y and ALL, oldest first", async () => {
    api = await testApi();
    api.clock.now = mondayNoon;
    await api.prices[0]!.recorder.backfill(["AUD"], "2020-01-01");
    const month = await history("?metal=gold&range=1M");
    expect(month.response.status).toBe(200);
    expect(v.is(priceHistorySchema, month.body)).toBe(true);
    expect(month.body).toMatchObject({
      metal: "gold",
      currency: "AUD",
      range: "1M",
      interval: "daily",
    });
    const dates = month.body.points.map((point) => point.date);
    expect(dates[0]).toBe("2025-12-05");
    expect(dates.at(-1)).toBe("2026-01-02");
    expect(dates).toEqual([...dates].sort());
    expect(dates.every(isTradingDay)).toBe(true);
    expect(dates).not.toContain("2025-12-25");

    const fiveYears = await history("?metal=silver&range=5Y");
    expect(fiveYears.body.interval).toBe("weekly");
    const weeks = fiveYears.body.points.map((point) => Date.parse(point.date));
    expect(weeks.slice(1).every((day, index) => day - weeks[index]! >= 3 * 86_400_000)).toBe(true);
    expect(fiveYears.body.points[0]!.date).toBe("2021-01-08");
    const all = await history("?metal=silver&range=ALL");
    expect(all.body.points[0]!.date).toBe("2020-01-03");
  });

  it("answers every range of the contract with its interval", async () => {
    api = await testApi();
    api.clock.now = mondayNoon;
    await api.prices[0]!.recorder.backfill(["AUD"], "2025-12-01");
    for (const range of historyRanges) {
      const { response, body } = await history(`?metal=gold&range=${range}`);
      expect(response.status).toBe(200);
      expect(body).toMatchObject({ range, interval: historyIntervalOf[range] });
      expect(body.points[0]!.date >= "2025-12-01").toBe(true);
    }
  });

  it("answers each month's first daily close when asked for interval=monthly", async () => {
    api = await testApi();
    api.clock.now = mondayNoon;
    await api.prices[0]!.recorder.backfill(["AUD"], "2025-06-01");
    const daily = await history("?metal=gold&range=1Y");
    const monthly = await history("?metal=gold&range=ALL&interval=monthly");
    expect(monthly.response.status).toBe(200);
    expect(monthly.response.headers.get("Cache-Control")).toBe(
      "public, max-age=600, stale-while-revalidate=600",
    );
    expect(v.is(priceHistorySchema, monthly.body)).toBe(true);
    expect(monthly.body).toMatchObject({ range: "ALL", interval: "monthly", since: "2025-06-02" });
    const firstOfMonth = new Map<string, (typeof daily.body.points)[number]>();
    for (const point of daily.body.points) {
      if (!firstOfMonth.has(point.date.slice(0, 7)))
        firstOfMonth.set(point.date.slice(0, 7), point);
    }
    expect(monthly.body.points).toEqual([...firstOfMonth.values()]);
    expect(monthly.body.points.map((point) => point.date.slice(0, 7))).toEqual([
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
    ]);
    const csv = await api.app.request(
      "/v1/prices/history?metal=gold&range=ALL&interval=monthly&format=csv",
    );
    expect(csv.headers.get("Content-Disposition")).toBe(
      'attachment; filename="gold-AUD-ALL-monthly-since-2025-06-02.csv"',
    );
  });

  it("reads only its own currency and has nothing for one not recorded", async () => {
    api = await testApi();
    api.clock.now = mondayNoon;
    await api.prices[0]!.recorder.backfill(["AUD"], "2025-12-01");
    expect((await history("?metal=gold&range=1M&currency=CNY")).body.points).toEqual([]);
  });

  it("sends the same points as a CSV download", async () => {
    api = await testApi();
    api.clock.now = mondayNoon;
    await api.prices[0]!.recorder.backfill(["USD"], "2025-12-01");
    const json = await history("?metal=gold&range=1M&currency=USD");
    const response = await api.app.request(
      "/v1/prices/history?metal=gold&range=1M&currency=USD&format=csv",
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="gold-USD-1M.csv"',
    );
    const lines = (await response.text()).trimEnd().split("\n");
    expect(lines[0]).toBe("date,close");
    expect(lines.slice(1)).toEqual(json.body.points.map(({ date, close }) => `${date},${close}`));
  });

  it("carries an ETag and answers 304 to If-None-Match", async () => {
    api = await testApi();
    api.clock.now = mondayNoon;
    await api.prices[0]!.recorder.backfill(["AUD"], "2025-12-01");
    const first = await api.app.request("/v1/prices/history?metal=gold&range=3M");
    expect(first.headers.get("Cache-Control")).toBe(
      "public, max-age=600, stale-while-revalidate=600",
    );
    const again = await api.app.request("/v1/prices/history?metal=gold&range=3M", {
      headers: { "If-None-Match": first.headers.get("ETag")! },
    });
    expect(again.status).toBe(304);
  });

  it.each([
    ["?range=1M", "metal is required"],
    ["?metal=gold", "range is required"],
    ["?metal=platinum&range=1M", "metal must be one of gold, silver"],
    ["?metal=gold&range=2Y", "range must be one of 1M, 3M, 6M, 1Y, 5Y, ALL"],
    ["?metal=gold&range=1M&currency=EUR", "currency must be one of AUD, USD, CNY"],
    ["?metal=gold&range=1M&format=xml", "format must be json or csv"],
    ["?metal=gold&range=1M&interval=weekly", "interval must be monthly"],
  ])("refuses %s with a reason", async (query, message) => {
    api = await testApi();
    const response = await api.app.request(`/v1/prices/history${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: "error", message });
  });
});
