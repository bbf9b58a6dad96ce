import { spotPricesSchema, type PriceCurrency } from "@gw/api-client/schemas";
import * as v from "valibot";
import { describe, expect, it, vi } from "vitest";
import { capturingLogger } from "../../testing/capturingLogger";
import type { PriceProvider, ProviderQuote } from "./priceProvider";
import { createPriceService } from "./priceService";
import type { AcceptedQuote } from "./quoteAcceptance";
import { defaultQuoteBounds } from "./quoteProblems";

const mondayNoon = Date.parse("2026-01-05T17:00:00Z");
const interval = 60_000;

function quoteAt(asOf: number, goldBid = 5000): ProviderQuote {
  return {
    asOf,
    metals: {
      gold: { bid: goldBid, ask: goldBid + 30, previousClose: 4990 },
      silver: { bid: 57, ask: 58.7, previousClose: 57.5 },
    },
  };
}

/** A provider the test scripts: each call takes the next answer (a quote, garbage or an error). */
function scriptedProvider(clock: { now: number }) {
  const answers: (ProviderQuote | Error | (() => Promise<ProviderQuote>))[] = [];
  const calls: PriceCurrency[] = [];
  const provider: PriceProvider = {
    source: "scripted",
    closesSource: "scripted",
    callsPerSpot: 0,
    callsForCloses: () => 0,
    async spot(currency) {
      calls.push(currency);
      const next = answers.shift() ?? quoteAt(clock.now);
      if (next instanceof Error) throw next;
      return typeof next === "function" ? next() : next;
    },
    dailyCloses: async () => [],
  };
  return { provider, answers, calls };
}

function setUp(options: { timeoutMs?: number; slowProviderGraceMs?: number } = {}) {
  const clock = { now: mondayNoon };
  const scripted = scriptedProvider(clock);
  const captured = capturingLogger();
  // Quotas have their own tests (providerQuota.engines.test.ts); here every call may go ahead.
  const quota = {
    async call<T>(_: number, work: () => Promise<T>, judge?: (answer: T) => string | undefined) {
      const answer = await work();
      const problem = judge?.(answer);
      if (problem) throw new Error(problem);
      return answer;
    },
  };
  const service = createPriceService({
    providers: [{ provider: scripted.provider, quota }],
    now: () => clock.now,
    updateIntervalMs: interval,
    freshness: { staleAfterMs: 5 * 60_000, maxAgeMs: 15 * 60_000 },
    timeoutMs: 200,
    bounds: defaultQuoteBounds,
    ...options,
    logger: captured.logger,
  });
  return { clock, service, log: captured.problems, ...scripted };
}

describe("price service", () => {
  it("answers the contract's spot shape from the provider's quote", async () => {
    const { service } = setUp();
    const answer = await service.spot("AUD");
    if (!answer.ok) throw new Error(answer.reason);
    expect(v.is(spotPricesSchema, answer.prices)).toBe(true);
    expect(answer.prices).toMatchObject({
      currency: "AUD",
      asOf: new Date(mondayNoon).toISOString(),
      source: "scripted",
      marketOpen: true,
      stale: false,
    });
    expect(answer.nextRefreshAt).toBe(mondayNoon + interval);
  });

  it("passes on only the contract's fields", async () => {
    const { service, answers } = setUp();
    const quote = quoteAt(mondayNoon);
    const gold = { ...quote.metals.gold, fee: 3 };
    answers.push({ ...quote, metals: { ...quote.metals, gold } });
    const answer = await service.spot("AUD");
    expect(answer.ok && answer.prices.metals.gold).toEqual(quote.metals.gold);
  });

  it("shares one provider call among concurrent requests", async () => {
    const { service, calls, answers, clock } = setUp();
    answers.push(() => new Promise((resolve) => setTimeout(() => resolve(quoteAt(clock.now)), 50)));
    const answers100 = await Promise.all(Array.from({ length: 100 }, () => service.spot("AUD")));
    expect(answers100.every((answer) => answer.ok)).toBe(true);
    expect(calls).toEqual(["AUD"]);
  });

  it("asks at most once per interval per currency", async () => {
    const { service, calls, clock } = setUp();
    await service.spot("AUD");
    clock.now += interval - 1;
    await service.spot("AUD");
    await service.spot("USD");
    expect(calls).toEqual(["AUD", "USD"]);
    clock.now += 1;
    await service.spot("AUD");
    expect(calls).toEqual(["AUD", "USD", "AUD"]);
  });

  it("keeps serving the last good quote with its real time when the provider fails, stale once it is 5 minutes old", async () => {
    const { service, answers, clock, log } = setUp();
    await service.spot("AUD");
    clock.now += interval;
    answers.push(new Error("connection refused"));
    const answer = await service.spot("AUD");
    expect(answer).toMatchObject({
      ok: true,
      prices: { stale: false, asOf: new Date(mondayNoon).toISOString() },
    });
    expect(log().at(-1)).toMatch(/scripted not used: connection refused/);
    for (let minute = 2; minute <= 6; minute++) {
      clock.now += interval;
      answers.push(new Error("connection refused"));
      await service.spot("AUD");
    }
    expect(await service.spot("AUD")).toMatchObject({ ok: true, prices: { stale: true } });
    // The next good answer is current again.
    clock.now += interval;
    expect(await service.spot("AUD")).toMatchObject({ ok: true, prices: { stale: false } });
  });

  it("judges a frozen feed by its quote's own time: delayed after 5 minutes of trading, unavailable after 15", async () => {
    const { service, answers, clock } = setUp();
    const heard: number[] = [];
    service.onQuote((quote) => void heard.push(quote.asOf));
    const frozen = quoteAt(mondayNoon);
    const at = async (minutes: number) => {
      clock.now = mondayNoon + minutes * 60_000;
      answers.push(frozen);
      return service.spot("AUD");
    };
    expect(await at(0)).toMatchObject({ ok: true, prices: { stale: false } });
    expect(await at(5)).toMatchObject({ ok: true, prices: { stale: false } });
    expect(await at(6)).toMatchObject({ ok: true, prices: { stale: true } });
    expect(await at(15)).toMatchObject({ ok: true, prices: { stale: true } });
    expect(await at(16)).toEqual({
      ok: false,
      reason:
        "Spot prices are unavailable: the latest quote (2026-01-05T17:00:00.000Z) is more than 900 s behind the market",
    });
    expect(service.current("AUD")).toBeUndefined();
    expect(service.latest("AUD")?.asOf).toBe(mondayNoon);
    await service.idle();
    // The same quote again is nothing new for listeners.
    expect(heard).toEqual([mondayNoon]);
  });

  it("keeps the last close current while the market is shut, and counts its age from the open", async () => {
    const { service, answers, clock } = setUp();
    const fridayClose = Date.parse("2026-01-09T22:00:00Z");
    const sundayOpen = Date.parse("2026-01-11T23:00:00Z");
    const at = async (instant: number) => {
      clock.now = instant;
      answers.push(quoteAt(fridayClose));
      return service.spot("AUD");
    };
    const saturday = await at(Date.parse("2026-01-10T15:00:00Z"));
    expect(saturday).toMatchObject({ ok: true, prices: { stale: false, marketOpen: false } });
    // Cached no later than the open, when `marketOpen` changes.
    expect(saturday.ok && saturday.changesAt).toBe(sundayOpen);
    expect(await at(sundayOpen + 4 * 60_000)).toMatchObject({
      ok: true,
      prices: { stale: false, marketOpen: true },
    });
    expect(await at(sundayOpen + 6 * 60_000)).toMatchObject({ ok: true, prices: { stale: true } });
    expect(await at(sundayOpen + 16 * 60_000)).toMatchObject({ ok: false });
  });

  it("says when an answer stops being true: when its quote turns delayed, then unavailable", async () => {
    const { service, answers, clock } = setUp();
    const answer = await service.spot("AUD");
    expect(answer.ok && answer.changesAt).toBe(mondayNoon + 5 * 60_000);
    clock.now = mondayNoon + 7 * 60_000;
    answers.push(quoteAt(mondayNoon));
    const stale = await service.spot("AUD");
    expect(stale.ok && stale.changesAt).toBe(mondayNoon + 15 * 60_000);
  });

  it.each([
    [
      "a bid above the ask",
      {
        ...quoteAt(mondayNoon),
        metals: {
          ...quoteAt(mondayNoon).metals,
          gold: { bid: 5100, ask: 5000, previousClose: 4990 },
        },
      },
    ],
    ["a negative price", quoteAt(mondayNoon, -1)],
    ["a price that is not a number", quoteAt(mondayNoon, "5000" as unknown as number)],
    ["a time in the future", quoteAt(mondayNoon + 3_600_000)],
    ["a jump beyond the bound", quoteAt(mondayNoon, 9000)],
  ])("rejects %s and stays with the last good quote", async (_, garbage) => {
    const { service, answers, clock, log } = setUp();
    await service.spot("AUD");
    clock.now += interval;
    answers.push(garbage);
    const answer = await service.spot("AUD");
    expect(answer).toMatchObject({
      ok: true,
      prices: { asOf: new Date(mondayNoon).toISOString() },
    });
    if (answer.ok) expect(answer.prices.metals.gold.bid).toBe(5000);
    expect(log().at(-1)).toMatch(/garbage|implausible/);
  });

  it("answers 'unavailable' rather than a price once the last good one is too old", async () => {
    const { service, answers, clock } = setUp();
    await service.spot("AUD");
    for (let minute = 1; minute <= 16; minute++) {
      clock.now += interval;
      answers.push(new Error("timeout"));
      await service.spot("AUD");
    }
    expect(await service.spot("AUD")).toEqual({
      ok: false,
      reason: `Spot prices are unavailable: the latest quote (${new Date(mondayNoon).toISOString()}) is more than 900 s behind the market`,
    });
  });

  it("answers 'unavailable' when there has never been a good quote", async () => {
    const { service, answers } = setUp();
    answers.push(new Error("bad key"));
    expect(await service.spot("CNY")).toEqual({
      ok: false,
      reason: "Spot prices are unavailable: scripted: bad key",
    });
  });

  it("answers with the quote in hand when a due refresh is slow", async () => {
    const { service, answers, clock, log } = setUp({ timeoutMs: 400, slowProviderGraceMs: 50 });
    await service.spot("AUD");
    clock.now += interval;
    answers.push(() => new Promise(() => {}));
    const started = performance.now();
    const answer = await service.spot("AUD");
    expect(performance.now() - started).toBeLessThan(300);
    expect(answer).toMatchObject({
      ok: true,
      prices: { asOf: new Date(mondayNoon).toISOString() },
    });
    await service.idle();
    expect(log().at(-1)).toMatch(/no answer within 400 ms/);
  });

  it("counts a provider that never answers as failed", async () => {
    const { service, answers } = setUp();
    answers.push(() => new Promise(() => {}));
    expect(await service.spot("AUD")).toMatchObject({
      ok: false,
      reason: /no answer within 200 ms/,
    });
  });

  it("believes a big move once three answers in a row agree on it", async () => {
    const { service, answers, clock } = setUp();
    await service.spot("AUD");
    const bids: number[] = [];
    for (let minute = 1; minute <= 3; minute++) {
      clock.now += interval;
      answers.push(quoteAt(clock.now, 6000 + minute));
      const answer = await service.spot("AUD");
      if (answer.ok) bids.push(answer.prices.metals.gold.bid);
    }
    expect(bids).toEqual([5000, 5000, 6003]);
  });

  it("reports the market's state from the calendar, not from the provider", async () => {
    const { service, clock } = setUp();
    clock.now = Date.parse("2026-01-10T15:00:00Z"); // Saturday; the provider still answers
    expect(await service.spot("AUD")).toMatchObject({ ok: true, prices: { marketOpen: false } });
  });

  it("tells listeners of each accepted quote, and only those", async () => {
    const { service, answers, clock } = setUp();
    const heard: AcceptedQuote[] = [];
    const stop = service.onQuote((quote) => void heard.push(quote));
    service.onQuote(() => {
      throw new Error("a broken listener does not stop the others");
    });
    await service.spot("AUD");
    clock.now += interval;
    answers.push(new Error("down"));
    await service.spot("AUD");
    await service.idle();
    expect(heard.map((quote) => [quote.currency, quote.asOf, quote.receivedAt])).toEqual([
      ["AUD", mondayNoon, mondayNoon],
    ]);
    expect(service.latest("AUD")).toBe(heard[0]);
    stop();
    clock.now += interval;
    await service.spot("AUD");
    await service.idle();
    expect(heard).toHaveLength(1);
  });

  it("refreshes on the interval without visitors once started, and stops", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const { service, calls, clock } = setUp();
      service.startRefreshing(["AUD", "CNY"]);
      await service.idle();
      expect(calls).toEqual(["AUD", "CNY"]);
      vi.advanceTimersByTime(5_000);
      await service.idle();
      expect(calls).toHaveLength(2);
      clock.now += interval;
      vi.advanceTimersByTime(1_000);
      await service.idle();
      expect(calls).toEqual(["AUD", "CNY", "AUD", "CNY"]);
      await service.stop();
      clock.now += interval;
      vi.advanceTimersByTime(5_000);
      expect(calls).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
