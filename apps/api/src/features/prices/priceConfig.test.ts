import { describe, expect, it } from "vitest";
import { priceClock } from "./createPrices";
import { readPriceConfig } from "./priceConfig";

describe("readPriceConfig", () => {
  it("defaults to the development provider, a minute's interval and AUD kept fresh", () => {
    expect(readPriceConfig({})).toEqual({
      providers: [{ kind: "development" }],
      updateIntervalMs: 60_000,
      freshness: { staleAfterMs: 300_000, maxAgeMs: 900_000 },
      maxJump: 0.1,
      timeoutMs: 10_000,
      backoffMaxMs: 300_000,
      backgroundCurrencies: ["AUD"],
      backfillFrom: undefined,
      historySources: undefined,
      developmentLagMs: 0,
      developmentClockStart: undefined,
    });
  });

  it("reads the development provider's demonstrations: a lag, and a clock set to an instant", () => {
    expect(
      readPriceConfig({
        PRICE_DEVELOPMENT_LAG_SECONDS: "360",
        PRICE_DEVELOPMENT_CLOCK: "2026-01-14T15:00:00Z",
      }),
    ).toMatchObject({
      developmentLagMs: 360_000,
      developmentClockStart: Date.parse("2026-01-14T15:00:00Z"),
    });
    // A market chain with the defaults (0, unset) is fine.
    expect(
      readPriceConfig({
        PRICE_PROVIDERS: "goldapi",
        PRICE_GOLDAPI_KEY: "g",
        PRICE_DEVELOPMENT_LAG_SECONDS: "0",
      }).developmentLagMs,
    ).toBe(0);
  });

  it("keeps PRICE_PROVIDER=goldapi with PRICE_API_KEY working, at GoldAPI's address unless told otherwise", () => {
    expect(readPriceConfig({ PRICE_PROVIDER: "goldapi", PRICE_API_KEY: "k" }).providers).toEqual([
      {
        kind: "goldapi",
        apiKey: "k",
        baseUrl: "https://www.goldapi.io/api",
        dailyBudget: undefined,
      },
    ]);
    const local = readPriceConfig({
      PRICE_PROVIDER: "goldapi",
      PRICE_API_KEY: "k",
      PRICE_API_BASE_URL: "http://127.0.0.1:9/api",
    });
    expect(local.providers[0]).toMatchObject({ baseUrl: "http://127.0.0.1:9/api" });
  });

  it("reads a chain of GoldAPI then Metals.dev, each at its public address unless told otherwise", () => {
    expect(
      readPriceConfig({
        PRICE_PROVIDERS: "goldapi, metalsdev",
        PRICE_GOLDAPI_KEY: "g",
        PRICE_METALSDEV_KEY: "m",
        PRICE_DAILY_BUDGET_METALSDEV: "300",
      }).providers,
    ).toEqual([
      {
        kind: "goldapi",
        apiKey: "g",
        baseUrl: "https://www.goldapi.io/api",
        dailyBudget: undefined,
      },
      { kind: "metalsdev", apiKey: "m", baseUrl: "https://api.metals.dev/v1", dailyBudget: 300 },
    ]);
  });

  it("reads a chain's keys, addresses and daily budgets", () => {
    const config = readPriceConfig({
      PRICE_PROVIDERS: "goldapi",
      PRICE_GOLDAPI_KEY: "g",
      PRICE_GOLDAPI_BASE_URL: "http://127.0.0.1:9/api",
      PRICE_DAILY_BUDGET: "1000",
      PRICE_BACKOFF_MAX_SECONDS: "120",
    });
    expect(config.providers).toEqual([
      { kind: "goldapi", apiKey: "g", baseUrl: "http://127.0.0.1:9/api", dailyBudget: 1000 },
    ]);
    expect(config.backoffMaxMs).toBe(120_000);
    expect(
      readPriceConfig({
        PRICE_PROVIDERS: "goldapi",
        PRICE_GOLDAPI_KEY: "g",
        PRICE_DAILY_BUDGET: "1000",
        PRICE_DAILY_BUDGET_GOLDAPI: "50",
      }).providers[0],
    ).toMatchObject({ dailyBudget: 50 });
  });

  it("reads the numbers and lists", () => {
    const config = readPriceConfig({
      PRICE_UPDATE_SECONDS: "30",
      PRICE_STALE_AFTER_SECONDS: "60",
      PRICE_MAX_AGE_SECONDS: "120",
      PRICE_MAX_JUMP_PERCENT: "5",
      PRICE_BACKGROUND_CURRENCIES: "aud, cny",
      PRICE_BACKFILL_FROM: "2024-01-01",
      PRICE_HISTORY_SOURCES: "lbma-pm, goldapi.io",
    });
    expect(config).toMatchObject({
      updateIntervalMs: 30_000,
      freshness: { staleAfterMs: 60_000, maxAgeMs: 120_000 },
      maxJump: 0.05,
      backgroundCurrencies: ["AUD", "CNY"],
      backfillFrom: "2024-01-01",
      historySources: ["lbma-pm", "goldapi.io"],
    });
    expect(readPriceConfig({ PRICE_BACKGROUND_CURRENCIES: "" }).backgroundCurrencies).toEqual([]);
  });

  it.each([
    [
      { PRICE_PROVIDER: "kitco" },
      'PRICE_PROVIDER: "kitco" is not one of development, goldapi, metalsdev',
    ],
    [{ PRICE_PROVIDER: "goldapi" }, "The goldapi provider needs PRICE_API_KEY"],
    [{ PRICE_PROVIDERS: "goldapi" }, "The goldapi provider needs PRICE_GOLDAPI_KEY"],
    [
      { PRICE_PROVIDERS: "goldapi,development", PRICE_GOLDAPI_KEY: "g" },
      "demonstration prices (development) cannot back market ones",
    ],
    [{ PRICE_PROVIDER: "goldapi", PRICE_PROVIDERS: "goldapi" }, "not both"],
    [
      { PRICE_PROVIDERS: "metalsdev,metalsdev", PRICE_METALSDEV_KEY: "m" },
      "PRICE_PROVIDERS names a provider twice",
    ],
    [
      { PRICE_PROVIDERS: "goldapi", PRICE_GOLDAPI_KEY: "g", PRICE_DAILY_BUDGET: "-1" },
      'PRICE_DAILY_BUDGET must be a positive number, not "-1"',
    ],
    [{ PRICE_UPDATE_SECONDS: "0" }, 'PRICE_UPDATE_SECONDS must be a positive number, not "0"'],
    [
      { PRICE_MAX_AGE_SECONDS: "soon" },
      'PRICE_MAX_AGE_SECONDS must be a positive number, not "soon"',
    ],
    [
      { PRICE_STALE_AFTER_SECONDS: "1000" },
      "PRICE_STALE_AFTER_SECONDS must not be more than PRICE_MAX_AGE_SECONDS",
    ],
    [
      { PRICE_BACKGROUND_CURRENCIES: "AUD,EUR" },
      'PRICE_BACKGROUND_CURRENCIES: "EUR" is not one of AUD, USD, CNY',
    ],
    [
      { PRICE_BACKFILL_FROM: "2000" },
      'PRICE_BACKFILL_FROM must be a date (YYYY-MM-DD), not "2000"',
    ],
    [
      { PRICE_DEVELOPMENT_LAG_SECONDS: "-5" },
      'PRICE_DEVELOPMENT_LAG_SECONDS must be a number of seconds, 0 or more, not "-5"',
    ],
    [
      { PRICE_DEVELOPMENT_CLOCK: "next Tuesday" },
      'PRICE_DEVELOPMENT_CLOCK must be an ISO 8601 instant (2026-01-14T15:00:00Z), not "next Tuesday"',
    ],
    [
      { PRICE_PROVIDERS: "goldapi", PRICE_GOLDAPI_KEY: "g", PRICE_DEVELOPMENT_LAG_SECONDS: "360" },
      "PRICE_DEVELOPMENT_LAG_SECONDS is for the development provider only",
    ],
    [
      {
        PRICE_PROVIDERS: "metalsdev",
        PRICE_METALSDEV_KEY: "m",
        PRICE_DEVELOPMENT_CLOCK: "2026-01-14T15:00:00Z",
      },
      "PRICE_DEVELOPMENT_CLOCK is for the development provider only",
    ],
  ])("refuses %o", (env, message) => {
    expect(() => readPriceConfig(env)).toThrow(message);
  });
});

describe("priceClock", () => {
  it("is the real clock, or runs at real speed from PRICE_DEVELOPMENT_CLOCK's instant", () => {
    const real = { now: Date.parse("2026-03-07T12:00:00Z") };
    const realNow = () => real.now;
    expect(priceClock(readPriceConfig({}), realNow)).toBe(realNow);
    const clock = priceClock(
      readPriceConfig({ PRICE_DEVELOPMENT_CLOCK: "2026-01-14T15:00:00Z" }),
      realNow,
    );
    expect(clock()).toBe(Date.parse("2026-01-14T15:00:00Z"));
    real.now += 90_000;
    expect(clock()).toBe(Date.parse("2026-01-14T15:01:30Z"));
  });
});
