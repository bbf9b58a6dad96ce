import type { SpotPrices } from "@gw/api-client/schemas";
import { afterEach, describe, expect, it } from "vitest";
import { startApiProcess } from "../../testing/apiProcess";
import { testApi, testEngine, type TestApi } from "../../testing/testApi";
import { goldApiProvider } from "./goldApi/goldApiProvider";
import { startGoldApiStub, type GoldApiStub } from "./goldApi/goldApiStub";
import type { AcceptedQuote } from "./quoteAcceptance";

let api: TestApi;
let stub: GoldApiStub;
const stops: (() => unknown)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
  await api.dispose();
  await stub.close();
});

const mondayNoon = Date.parse("2026-01-05T17:00:00Z");
const key = "shared-test-key";

// A SQLite file serves one instance, which keeps its quotes in memory: sharing is PostgreSQL's.
describe.runIf(testEngine === "postgres")("instances sharing one price feed (postgres)", () => {
  it("makes one instance's provider calls, and every instance tells its listeners of each new quote", async () => {
    const clock = { now: mondayNoon };
    stub = await startGoldApiStub({ apiKeys: [key], now: () => clock.now });
    api = await testApi(
      {},
      {
        providers: [goldApiProvider({ apiKey: key, baseUrl: stub.baseUrl, now: () => clock.now })],
      },
    );
    const second = await api.secondInstance();
    const heard: AcceptedQuote[][] = [[], []];
    api.prices.forEach((instance, index) =>
      instance.service.onQuote((quote) => void heard[index]!.push(quote)),
    );
    const apps = [api.app, second];
    const ask = async (index: number) => {
      const body = (await (await apps[index]!.request("/v1/prices/spot")).json()) as SpotPrices;
      await Promise.all(api.prices.map((instance) => instance.service.idle()));
      return body;
    };
    const at = (instant: number) => (api.clock.now = clock.now = instant);

    at(mondayNoon);
    const first = await ask(0);
    expect(stub.calls).toHaveLength(2);
    expect((await ask(1)).asOf).toBe(first.asOf);
    expect(stub.calls).toHaveLength(2);
    // A minute on, whichever instance comes first makes the call; the other reads its quote.
    for (let minute = 1; minute <= 5; minute++) {
      at(mondayNoon + minute * 60_000);
      const a = await ask(minute % 2);
      at(mondayNoon + minute * 60_000 + 5_000);
      const b = await ask((minute + 1) % 2);
      expect(b.asOf).toBe(a.asOf);
    }
    expect(stub.calls).toHaveLength(12);
    // Both instances' listeners heard all six quotes, once each (the alert watcher relies on it).
    for (const quotes of heard)
      expect(quotes.map((quote) => (quote.asOf - mondayNoon) / 60_000)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("answers a new instance's first visitor with its peer's quote, not a 503, while the peer calls", async () => {
    stub = await startGoldApiStub({ apiKeys: [key], now: () => mondayNoon, delayMs: 300 });
    api = await testApi(
      {},
      {
        providers: [goldApiProvider({ apiKey: key, baseUrl: stub.baseUrl, now: () => mondayNoon })],
      },
    );
    api.clock.now = mondayNoon;
    const second = await api.secondInstance();
    const answers = await Promise.all(
      [api.app, second].map((app) => app.request("/v1/prices/spot")),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [a, b] = (await Promise.all(answers.map((answer) => answer.json()))) as SpotPrices[];
    expect(b!.asOf).toBe(a!.asOf);
    // One instance made the call; the other waited for it.
    expect(stub.calls).toHaveLength(2);
  });

  it("two API processes on one database make the provider calls of one", async () => {
    stub = await startGoldApiStub({ apiKeys: [key] });
    api = await testApi();
    const intervalSeconds = 2;
    const env = {
      PRICE_PROVIDERS: "goldapi",
      PRICE_GOLDAPI_KEY: key,
      PRICE_GOLDAPI_BASE_URL: stub.baseUrl,
      PRICE_UPDATE_SECONDS: String(intervalSeconds),
      PRICE_BACKGROUND_CURRENCIES: "AUD",
      // No past days to fetch: only the spot calls are counted.
      PRICE_BACKFILL_FROM: new Date().toISOString().slice(0, 10),
    };
    const instances = await Promise.all([startApiProcess(api, env), startApiProcess(api, env)]);
    stops.push(...instances.map((instance) => instance.kill));
    // Counted from when both serve: the first up may have fetched while the second migrated.
    const started = Date.now();
    const callsBefore = stub.calls.length;
    const asOfs: string[][] = [[], []];
    while (Date.now() - started < 10_000) {
      await Promise.all(
        instances.map(async (instance, index) => {
          const response = await fetch(instance.url("/v1/prices/spot"));
          if (response.status === 200)
            asOfs[index]!.push(((await response.json()) as SpotPrices).asOf);
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const elapsed = (Date.now() - started) / 1000;
    const quotes = (stub.calls.length - callsBefore) / 2;
    // At most one quote per interval across both (and one more for a lease that expired as they
    // started): two instances on their own would make twice that.
    expect(quotes).toBeLessThanOrEqual(Math.ceil(elapsed / intervalSeconds) + 2);
    // And the feed goes on (a loaded machine may run a tick late, not skip the feed).
    expect(quotes).toBeGreaterThanOrEqual(Math.floor(elapsed / intervalSeconds / 2));
    // Both served the shared quotes, never more than an interval and a check apart.
    expect(new Set(asOfs[1]).size).toBeGreaterThanOrEqual(2);
    expect(
      [...new Set(asOfs[0])].filter((asOf) => asOfs[1]!.includes(asOf)).length,
    ).toBeGreaterThan(1);
    console.info(
      `two instances, ${elapsed.toFixed(1)} s at ${intervalSeconds} s: ${quotes * 2} provider calls (${quotes} quotes)`,
    );
  });
});
