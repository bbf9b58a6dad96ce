import { afterEach, describe, expect, it } from "vitest";
import { testApi, testEngine, type TestApi } from "../../testing/testApi";
import { goldApiProvider } from "./goldApi/goldApiProvider";
import { startGoldApiStub, type GoldApiStub } from "./goldApi/goldApiStub";
import { capturingLogger } from "../../testing/capturingLogger";
import { sample, scrape } from "../../testing/metricsText";
import { ProviderHeldBack } from "../../priceFeeds/providerFailure";
import { providerQuota } from "./providerQuota";

let api: TestApi;
let stub: GoldApiStub;
afterEach(async () => {
  await api.dispose();
  await stub.close();
});

const mondayNoon = Date.parse("2026-01-05T17:00:00Z");
const key = "quota-test-key";

/** One instance on the GoldAPI adapter, pointed at a local stub that answers on the test clock. */
async function goldApiInstance(env: NodeJS.ProcessEnv = {}) {
  const clock = { now: mondayNoon };
  stub = await startGoldApiStub({ apiKeys: [key], now: () => clock.now });
  api = await testApi(
    {},
    {
      providers: [goldApiProvider({ apiKey: key, baseUrl: stub.baseUrl, now: () => clock.now })],
      env: { PRICE_PROVIDERS: "goldapi", PRICE_GOLDAPI_KEY: key, ...env },
      // The shortest jitter, so the test knows the least each backoff must wait.
      random: () => 0,
    },
  );
  const at = async (instant: number) => {
    api.clock.now = clock.now = instant;
    const response = await api.app.request("/v1/prices/spot");
    await api.prices[0]!.service.idle();
    return response;
  };
  return { at, calls: () => stub.calls.length };
}

/** A metric's value as an operator's scrape of /metrics reads it. */
async function metricValue(name: string, labels: Record<string, string>) {
  return sample(await scrape(api.app), name, labels);
}

describe(`provider quotas (${testEngine})`, () => {
  it("waits out a 429's Retry-After in seconds before calling again, serving the last quote meanwhile", async () => {
    // Asked every 10 s, so every chance to call too early is taken.
    const instance = await goldApiInstance({ PRICE_UPDATE_SECONDS: "10" });
    expect((await instance.at(mondayNoon)).status).toBe(200);
    expect(instance.calls()).toBe(2);
    stub.answerWith(() => ({
      status: 429,
      body: { error: "Too many requests" },
      headers: { "Retry-After": "120" },
    }));
    const limitedAt = mondayNoon + 10_000;
    await instance.at(limitedAt);
    const afterLimit = instance.calls();
    stub.answerWith(undefined);
    for (let later = 10_000; later < 120_000; later += 10_000) {
      const response = await instance.at(limitedAt + later);
      expect(response.status).toBe(200);
      expect(instance.calls()).toBe(afterLimit);
    }
    await instance.at(limitedAt + 120_000);
    expect(instance.calls()).toBe(afterLimit + 2);
    expect(api.prices[0]!.logLines.some((line) => line.event === "price.rate_limited")).toBe(true);
  });

  it("reads Retry-After as an HTTP date too", async () => {
    const instance = await goldApiInstance();
    await instance.at(mondayNoon);
    const retryAt = mondayNoon + 60_000 + 300_000;
    stub.answerWith(() => ({
      status: 429,
      body: { error: "Too many requests" },
      headers: { "Retry-After": new Date(retryAt).toUTCString() },
    }));
    await instance.at(mondayNoon + 60_000);
    stub.answerWith(undefined);
    const before = instance.calls();
    await instance.at(retryAt - 61_000);
    expect(instance.calls()).toBe(before);
    await instance.at(retryAt);
    expect(instance.calls()).toBe(before + 2);
  });

  it("backs off exponentially after failures in a row, and forgets them after a success", async () => {
    const instance = await goldApiInstance({ PRICE_UPDATE_SECONDS: "10" });
    stub.answerWith(() => ({ status: 500, body: { error: "Internal error" } }));
    // With the shortest jitter the waits are half of 10, 20, 40, 80 s: 5, 10, 20, 40.
    const attempts: number[] = [];
    let clock = mondayNoon;
    while (clock < mondayNoon + 100_000) {
      const before = instance.calls();
      await instance.at(clock);
      if (instance.calls() > before) attempts.push((clock - mondayNoon) / 1000);
      clock += 1_000;
    }
    expect(attempts).toEqual([0, 10, 20, 40, 80]);
    stub.answerWith(undefined);
    await instance.at(mondayNoon + 200_000);
    const row = await api.db.db
      .selectFrom("price_provider_usage")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(0);
  });

  it("says the budget is used up only when no call is left, not when a costlier request must wait", async () => {
    await goldApiInstance();
    const captured = capturingLogger();
    const quota = providerQuota({
      db: api.db,
      provider: "budget-test",
      dailyBudget: 10,
      backoffBaseMs: 1000,
      backoffMaxMs: 1000,
      now: () => mondayNoon,
      logger: captured.logger,
    });
    const events = () => captured.lines.map((line) => line.event);
    await quota.call(9, async () => "nine calls");
    expect(events()).toEqual(["price.budget_near"]);
    // A backfill of two days' closes does not fit in the one call left: held back, not exhausted.
    await expect(quota.call(2, async () => "two calls")).rejects.toThrow(
      "budget-test has 1 calls left today; this needs 2",
    );
    expect(events()).toEqual(["price.budget_near"]);
    await quota.call(1, async () => "the last call");
    await expect(quota.call(1, async () => "one too many")).rejects.toThrow(ProviderHeldBack);
    expect(events()).toEqual(["price.budget_near", "price.budget_exhausted"]);
  });

  it("never exceeds the daily budget: it serves the last quote (stale, then unavailable) instead, and says so", async () => {
    const instance = await goldApiInstance({ PRICE_DAILY_BUDGET: "10" });
    const outcomeBefore =
      (await metricValue("gw_price_provider_calls_total", {
        provider: "goldapi.io",
        outcome: "ok",
      })) ?? 0;
    for (let minute = 0; minute < 20; minute++) await instance.at(mondayNoon + minute * 60_000);
    // Five quotes of two calls each: the budget, and not one call more.
    expect(instance.calls()).toBe(10);
    const stale = await instance.at(mondayNoon + 10 * 60_000);
    expect(await stale.json()).toMatchObject({ stale: true, asOf: "2026-01-05T17:04:00.000Z" });
    expect((await instance.at(mondayNoon + 20 * 60_000)).status).toBe(503);
    const events = api.prices[0]!.logLines.map((line) => line.event);
    expect(events.filter((event) => event === "price.budget_near")).toHaveLength(1);
    expect(events.filter((event) => event === "price.budget_exhausted")).toHaveLength(1);
    expect(
      await metricValue("gw_price_provider_budget_remaining", { provider: "goldapi.io" }),
    ).toBe(0);
    expect(
      await metricValue("gw_price_provider_calls_total", { provider: "goldapi.io", outcome: "ok" }),
    ).toBe(outcomeBefore + 10);
    // A new UTC day brings a new budget.
    await instance.at(Date.parse("2026-01-06T17:00:00Z"));
    expect(instance.calls()).toBe(12);
  });

  it("counts each outcome and reports the quote's age, staleness and the market's state", async () => {
    const instance = await goldApiInstance();
    const invalid = async () =>
      (await metricValue("gw_price_provider_calls_total", {
        provider: "goldapi.io",
        outcome: "invalid",
      })) ?? 0;
    const before = await invalid();
    await instance.at(mondayNoon);
    stub.answerWith((path) =>
      path === "/api/XAU/AUD" ? { status: 200, body: "<html>Bad gateway</html>" } : undefined,
    );
    await instance.at(mondayNoon + 6 * 60_000);
    expect(await invalid()).toBe(before + 2);
    expect(await metricValue("gw_price_quote_age_seconds", { currency: "AUD" })).toBe(360);
    expect(await metricValue("gw_price_quote_stale", { currency: "AUD" })).toBe(1);
    expect(await metricValue("gw_price_market_open", {})).toBe(1);
    await instance.at(Date.parse("2026-01-10T15:00:00Z"));
    expect(await metricValue("gw_price_market_open", {})).toBe(0);
  });
});
