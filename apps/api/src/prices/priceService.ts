import type { MetalQuote, PriceCurrency, SpotPrices } from "@gw/api-client/schemas";
import type { Logger } from "pino";
import { logger as sharedLogger } from "../observability/logger";
import { isMarketOpen } from "./marketCalendar";
import { marketOpenGauge, quoteAgeSeconds, quoteStale } from "./priceMetrics";
import type { PriceProvider, ProviderQuote } from "./priceProvider";
import { ProviderFailure } from "./providerFailure";
import type { ProviderQuota } from "./providerQuota";
import { soloSharing, type PriceSharing } from "./priceSharing";
import { judgeFreshness, type FreshnessLimits } from "./quoteFreshness";
import { implausibleJump, malformation, type QuoteBounds } from "./quoteProblems";

/** A quote that passed every check, with who served it and when this instance received it. */
export interface AcceptedQuote extends ProviderQuote {
  currency: PriceCurrency;
  source: string;
  receivedAt: number;
}

export type QuoteListener = (quote: AcceptedQuote) => void | Promise<void>;

export type SpotAnswer =
  | {
      ok: true;
      prices: SpotPrices;
      nextRefreshAt: number;
      /** When the answer would change without a new quote (stale, too old, the market's state). */
      changesAt: number;
    }
  | { ok: false; reason: string };

/** One provider of the chain and the quota every call to it goes through. */
export interface MeteredProvider {
  provider: PriceProvider;
  quota: Pick<ProviderQuota, "call">;
}

export interface PriceServiceOptions {
  /** Asked in order: the next serves when one fails, is held back or answers a stale quote. */
  providers: readonly MeteredProvider[];
  now?: () => number;
  /** At most one provider call per currency per this many ms, however many visitors (or instances). */
  updateIntervalMs: number;
  /** Who makes each interval's call, and where the quote is left for the other instances. */
  sharing?: PriceSharing;
  /** Judged by the quote's own time, in open-market time: delayed, then never shown (503). */
  freshness: FreshnessLimits;
  /** A provider call still unanswered after this long counts as failed. */
  timeoutMs: number;
  bounds: QuoteBounds;
  /** Answers in a row that agree on a move beyond `maxJump` before it is believed. */
  jumpConfirmations?: number;
  /** How long a visitor waits for a due refresh before getting the good quote in hand. */
  slowProviderGraceMs?: number;
  logger?: Logger;
}

interface CurrencyState {
  good?: AcceptedQuote;
  /** When this instance last looked for a newer quote (and for the lease to fetch one). */
  lastCheckAt?: number;
  /** When the current lease on this currency's provider call runs out: the next call at the earliest. */
  nextCallAt?: number;
  /** Why the latest attempt failed; unset after a good one. */
  failure?: string;
  inFlight?: Promise<void>;
  /** A big move not yet believed, and how many answers in a row have shown it. */
  unconfirmedJump?: { quote: ProviderQuote; seen: number };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The one place spot prices come from inside an instance. It asks the providers at most once per
 * interval per currency (concurrent callers share the call in flight), in order until one serves
 * a sound, current quote, keeps the last good quote, and says when that quote is stale or too old
 * to show. Never invents a price.
 *
 * Seam for other features (price alerts): `onQuote` calls a listener with every newly accepted
 * quote, and `latest` gives the last good one; `startRefreshing` keeps quotes coming on an
 * interval even when no visitor asks. Each instance runs its own service, so a listener that must
 * act once across instances has to deduplicate in the shared database.
 */
export function createPriceService({
  providers,
  now = Date.now,
  updateIntervalMs,
  sharing = soloSharing(),
  freshness,
  timeoutMs,
  bounds,
  jumpConfirmations = 3,
  slowProviderGraceMs = 1000,
  logger = sharedLogger,
}: PriceServiceOptions) {
  const states = new Map<PriceCurrency, CurrencyState>();
  const listeners = new Set<QuoteListener>();
  const pendingListeners = new Set<Promise<void>>();
  let timer: ReturnType<typeof setInterval> | undefined;
  // Shared quotes are looked for often (a database read); a lone instance only asks when due.
  const checkEveryMs = sharing.shared ? Math.min(updateIntervalMs, 5_000) : updateIntervalMs;

  const stateOf = (currency: PriceCurrency) => {
    let state = states.get(currency);
    if (!state) states.set(currency, (state = {}));
    return state;
  };

  /** The quote gauges, as of now (the tick keeps them current while refreshing). */
  function report() {
    const time = now();
    marketOpenGauge.set(isMarketOpen(time) ? 1 : 0);
    for (const [currency, { good }] of states) {
      if (!good) continue;
      const judged = judgeFreshness(good.asOf, time, freshness);
      quoteAgeSeconds.set({ currency }, Math.max(0, (time - good.asOf) / 1000));
      quoteStale.set({ currency }, judged.stale ? 1 : 0);
    }
  }

  /** Keeps a quote newer than the one in hand and tells the listeners; undefined if not newer. */
  function accept(
    currency: PriceCurrency,
    state: CurrencyState,
    source: string,
    quote: ProviderQuote,
    receivedAt = now(),
  ): AcceptedQuote | undefined {
    state.failure = undefined;
    state.unconfirmedJump = undefined;
    // A frozen feed answers the same quote again: nothing new to keep or to tell anyone.
    if (state.good && quote.asOf <= state.good.asOf) return undefined;
    const accepted: AcceptedQuote = {
      currency,
      source,
      asOf: quote.asOf,
      // Only the contract's fields, whatever else a provider put in its objects.
      metals: {
        gold: contractQuote(quote.metals.gold),
        silver: contractQuote(quote.metals.silver),
      },
      receivedAt,
    };
    state.good = accepted;
    for (const listener of listeners) {
      const run = Promise.resolve()
        .then(() => listener(accepted))
        .catch((error: unknown) =>
          logger.error(
            { event: "price.listener_failed", currency, err: error },
            "A price quote listener failed",
          ),
        )
        .finally(() => pendingListeners.delete(run));
      pendingListeners.add(run);
    }
    return accepted;
  }

  /** A move beyond the bound is believed only once `jumpConfirmations` answers agree on it. */
  function confirmsJump(state: CurrencyState, quote: ProviderQuote): boolean {
    const previous = state.unconfirmedJump;
    const agrees = previous && !implausibleJump(quote, previous.quote, bounds);
    state.unconfirmedJump = { quote, seen: agrees ? previous.seen + 1 : 1 };
    return state.unconfirmedJump.seen >= jumpConfirmations;
  }

  /** One provider's quote, checked; undefined (with the reason noted) when it cannot serve. */
  async function askOne(
    { provider, quota }: MeteredProvider,
    currency: PriceCurrency,
    state: CurrencyState,
    problems: string[],
  ): Promise<ProviderQuote | undefined> {
    const started = performance.now();
    const fields = { provider: provider.source, currency };
    try {
      const quote = await quota.call(
        provider.callsPerSpot,
        () => withTimeout(provider.spot(currency), timeoutMs),
        (answer) => {
          const garbage = malformation(answer, now(), bounds);
          return garbage && `the answer is garbage: ${garbage}`;
        },
      );
      const jump = implausibleJump(quote, state.good, bounds);
      if (jump && !confirmsJump(state, quote))
        throw new Error(`the answer is implausible: ${jump}`);
      logger.info(
        { event: "price.fetch", ...fields, ms: Math.round(performance.now() - started) },
        "Price fetched",
      );
      return quote;
    } catch (error) {
      problems.push(`${provider.source}: ${messageOf(error)}`);
      logger.warn(
        { event: "price.fetch_failed", ...fields, reason: messageOf(error) },
        `Price from ${provider.source} not used: ${messageOf(error)}`,
      );
      return undefined;
    }
  }

  /**
   * Asks the chain in order. A quote already stale (a frozen feed) lets the next provider try; the
   * newest of those serves only if no provider has a current one.
   */
  async function ask(currency: PriceCurrency, state: CurrencyState) {
    const problems: string[] = [];
    let stale: { source: string; quote: ProviderQuote } | undefined;
    let served: AcceptedQuote | undefined;
    for (const metered of providers) {
      const quote = await askOne(metered, currency, state, problems);
      if (!quote) continue;
      const source = metered.provider.source;
      if (!judgeFreshness(quote.asOf, now(), freshness).stale) {
        served = accept(currency, state, source, quote);
        stale = undefined;
        break;
      }
      problems.push(`${source}: its quote (${new Date(quote.asOf).toISOString()}) is stale`);
      if (!stale || quote.asOf > stale.quote.asOf) stale = { source, quote };
    }
    if (stale) served = accept(currency, state, stale.source, stale.quote);
    else if (!served && problems.length) state.failure = problems.join("; ");
    if (served) await sharing.publish(currency, served);
  }

  /** Takes a newer quote another instance left, then makes the provider call if it is ours. */
  async function check(currency: PriceCurrency, state: CurrencyState) {
    const shared = await sharing.latest(currency);
    if (shared) accept(currency, state, shared.source, shared, shared.receivedAt);
    const lease = await sharing.claim(`spot:${currency}`, now(), updateIntervalMs);
    state.nextCallAt = lease.expiresAt;
    if (lease.held) await ask(currency, state);
    else if (!state.good) await awaitLeadersQuote(currency, state);
  }

  /**
   * An instance with no quote yet whose peer holds the call (a new instance, its first visitor)
   * waits for the peer's answer, as long as a provider call may take, rather than answer 503.
   */
  async function awaitLeadersQuote(currency: PriceCurrency, state: CurrencyState) {
    const giveUpAt = Date.now() + timeoutMs;
    while (!state.good && Date.now() < giveUpAt) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const shared = await sharing.latest(currency);
      if (shared) accept(currency, state, shared.source, shared, shared.receivedAt);
    }
  }

  /** Resolves once no provider call and no listener is running (tests, shutdown). */
  async function idle() {
    await Promise.all([...states.values()].map((state) => state.inFlight));
    await Promise.all([...pendingListeners]);
  }

  /**
   * Looks for a newer quote and asks the providers if this instance holds this interval's lease
   * (alone, whenever an interval has passed), unless it looked too recently.
   */
  function refresh(currency: PriceCurrency): Promise<void> {
    const state = stateOf(currency);
    if (state.inFlight) return state.inFlight;
    if (state.lastCheckAt !== undefined && now() - state.lastCheckAt < checkEveryMs)
      return Promise.resolve();
    state.lastCheckAt = now();
    state.inFlight = check(currency, state)
      .catch((error: unknown) => {
        state.failure = `the shared price state could not be read: ${messageOf(error)}`;
        logger.error({ event: "price.sharing_failed", currency, err: error }, state.failure);
      })
      .finally(() => (state.inFlight = undefined));
    return state.inFlight;
  }

  return {
    /** The first provider's source: the one whose closes are recorded and backfilled. */
    source: providers[0]!.provider.source,
    updateIntervalMs,
    refresh,

    /** The contract's spot answer for a currency, or why there is none worth showing. */
    async spot(currency: PriceCurrency): Promise<SpotAnswer> {
      const state = stateOf(currency);
      const refreshed = refresh(currency);
      // With a good quote in hand, a slow provider delays visitors by at most the grace period.
      await (state.good ? settledWithin(refreshed, slowProviderGraceMs) : refreshed);
      report();
      const good = state.good;
      if (!good)
        return {
          ok: false,
          reason: `Spot prices are unavailable: ${state.failure ?? "no quote yet"}`,
        };
      const time = now();
      const judged = judgeFreshness(good.asOf, time, freshness);
      if (judged.tooOld)
        return {
          ok: false,
          reason: `Spot prices are unavailable: the latest quote (${new Date(good.asOf).toISOString()}) is more than ${freshness.maxAgeMs / 1000} s behind the market`,
        };
      return {
        ok: true,
        prices: {
          currency,
          asOf: new Date(good.asOf).toISOString(),
          source: good.source,
          marketOpen: isMarketOpen(time),
          stale: judged.stale,
          metals: good.metals,
        },
        nextRefreshAt: Math.max(
          state.nextCallAt ?? time,
          (state.lastCheckAt ?? time) + checkEveryMs,
        ),
        changesAt: judged.changesAt,
      };
    },

    /** The last good quote for a currency, whatever its age (undefined before the first). */
    latest(currency: PriceCurrency): AcceptedQuote | undefined {
      return states.get(currency)?.good;
    },

    /** The last good quote while it may still be shown (not beyond the maximum age). */
    current(currency: PriceCurrency): AcceptedQuote | undefined {
      const good = states.get(currency)?.good;
      return good && !judgeFreshness(good.asOf, now(), freshness).tooOld ? good : undefined;
    },

    /** Calls `listener` with every newly accepted quote; returns the unsubscribe function. */
    onQuote(listener: QuoteListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Keeps these currencies refreshed on the interval, visitors or not, and the gauges current. */
    startRefreshing(currencies: readonly PriceCurrency[]) {
      if (timer) return;
      const tick = () => {
        currencies.forEach((currency) => void refresh(currency));
        report();
      };
      tick();
      // Ticks often and asks only when due, so a late timer never skips a whole interval.
      timer = setInterval(tick, Math.min(1000, updateIntervalMs));
      timer.unref();
    },

    /** Stops the interval and waits for the call in flight and the listeners it started. */
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await idle();
    },

    idle,
  };
}

export type PriceService = ReturnType<typeof createPriceService>;

const contractQuote = ({ bid, ask, previousClose }: MetalQuote): MetalQuote => ({
  bid,
  ask,
  previousClose,
});

function settledWithin(work: Promise<void>, ms: number): Promise<void> {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timeout = setTimeout(resolve, ms)));
  return Promise.race([work, waited]).finally(() => clearTimeout(timeout));
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timeout = setTimeout(
      () => reject(new ProviderFailure("timeout", `no answer within ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timeout));
}
