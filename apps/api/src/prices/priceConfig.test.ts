import { describe, expect, it } from "vitest";
import { readPriceConfig } from "./priceConfig";

describe("readPriceConfig", () => {
  it("defaults to the development provider, a minute's interval and AUD kept fresh", () => {
    expect(readPriceConfig({})).toEqual({
      provider: { kind: "development" },
      updateIntervalMs: 60_000,
      freshness: { staleAfterMs: 300_000, maxAgeMs: 900_000 },
      maxJump: 0.1,
      timeoutMs: 10_000,
      backgroundCurrencies: ["AUD"],
      backfillFrom: undefined,
    });
  });

  it("switches to GoldAPI.io with a key, at its public address unless told otherwise", () => {
    expect(readPriceConfig({ PRICE_PROVIDER: "goldapi", PRICE_API_KEY: "k" }).provider).toEqual({
      kind: "goldapi",
      apiKey: "k",
      baseUrl: "https://www.goldapi.io/api",
    });
    const local = readPriceConfig({
      PRICE_PROVIDER: "goldapi",
      PRICE_API_KEY: "k",
      PRICE_API_BASE_URL: "http://127.0.0.1:9/api",
    });
    expect(local.provider).toMatchObject({ baseUrl: "http://127.0.0.1:9/api" });
  });

  it("reads the numbers and lists", () => {
    const config = readPriceConfig({
      PRICE_UPDATE_SECONDS: "30",
      PRICE_STALE_AFTER_SECONDS: "60",
      PRICE_MAX_AGE_SECONDS: "120",
      PRICE_MAX_JUMP_PERCENT: "5",
      PRICE_BACKGROUND_CURRENCIES: "aud, cny",
      PRICE_BACKFILL_FROM: "2024-01-01",
    });
    expect(config).toMatchObject({
      updateIntervalMs: 30_000,
      freshness: { staleAfterMs: 60_000, maxAgeMs: 120_000 },
      maxJump: 0.05,
      backgroundCurrencies: ["AUD", "CNY"],
      backfillFrom: "2024-01-01",
    });
    expect(readPriceConfig({ PRICE_BACKGROUND_CURRENCIES: "" }).backgroundCurrencies).toEqual([]);
  });

  it.each([
    [{ PRICE_PROVIDER: "kitco" }, 'PRICE_PROVIDER must be "development" or "goldapi", not "kitco"'],
    [{ PRICE_PROVIDER: "goldapi" }, "PRICE_PROVIDER=goldapi needs PRICE_API_KEY"],
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
  ])("refuses %o", (env, message) => {
    expect(() => readPriceConfig(env)).toThrow(message);
  });
});
