import type { MetalQuote, PriceCurrency, SpotPrices } from "@gw/api-client/schemas";
import { isMarketOpen } from "./marketCalendar";
import type { PriceProvider, ProviderQuote } from "./priceProvider";
import { implausibleJump, malformation, type QuoteBounds } from "./quoteProblems";
import { judgeFreshness, type FreshnessLimits } from "./quoteFreshness";

/** A quote that passed every check, with when this instance received it. */
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

export interface PriceServiceOptions {
  provider: PriceProvider;
  now?: () => number;
  /** At most one provider call per currency per this many ms, however many visitors ask. */
  updateIntervalMs: number;
  /** Judged by the quote's own time, in open-market time: delayed, then never shown (503). */
  freshness: FreshnessLimits;
  /** A provider call still unanswered after this long counts as failed. */
  timeoutMs: number;
  bounds: QuoteBounds;
  /** Answers in a row that agree on a move beyond `maxJump` before it is believed. */
  jumpConfirmations?: number;
  /** How long a visitor waits for a due refresh before getting the good quote in hand. */
  slowProviderGraceMs?: number;
  log?: (message: string) => void;
}

interface CurrencyState {
  good?: AcceptedQuote;
  lastAttemptAt?: number;
  /** Why the latest attempt failed; unset after a good one. */
  failure?: string;
  inFlight?: Promise<void>;
  /** A big move not yet believed, and how many answers in a row have shown it. */
  unconfirmedJump?: { quote: ProviderQuote; seen: number };
}

/**
 * The one place spot prices come from inside an instance. It asks the provider at most once per
 * interval per currency (concurrent callers share the call in flight), checks every answer, keeps
 * the last good quote, and says when that quote is stale or too old to show. Never invents a price.
 *
 * Seam for other features (price alerts): `onQuote` calls a listener with every newly accepted
 * quote, and `latest` gives the last good one; `startRefreshing` keeps quotes coming on an
 * interval even when no visitor asks. Each instance runs its own service, so a listener that must
 * act once across instances has to deduplicate in the shared database.
 */
export function createPriceService({
  provider,
  now = Date.now,
  updateIntervalMs,
  freshness,
  timeoutMs,
  bounds,
  jumpConfirmations = 3,
  slowProviderGraceMs = 1000,
  log = (message) => console.warn(message),
}: PriceServiceOptions) {
  const states = new Map<PriceCurrency, CurrencyState>();
  const listeners = new Set<QuoteListener>();
  const pendingListeners = new Set<Promise<void>>();
  let timer: ReturnType<typeof setInterval> | undefined;

  const stateOf = (currency: PriceCurrency) => {
    let state = states.get(currency);
    if (!state) states.set(currency, (state = {}));
    return state;
  };

  function fail(currency: PriceCurrency, state: CurrencyState, reason: string) {
    state.failure = reason;
    log(`Prices (${provider.source}, ${currency}): ${reason}; keeping the last good quote`);
  }

  function accept(currency: PriceCurrency, state: CurrencyState, quote: ProviderQuote) {
    state.failure = undefined;
    state.unconfirmedJump = undefined;
    // A frozen feed answers the same quote again: nothing new to keep or to tell anyone.
    if (state.good && quote.asOf <= state.good.asOf) return;
    const accepted: AcceptedQuote = {
      currency,
      source: provider.source,
      asOf: quote.asOf,
      // Only the contract's fields, whatever else a provider put in its objects.
      metals: {
        gold: contractQuote(quote.metals.gold),
        silver: contractQuote(quote.metals.silver),
      },
      receivedAt: now(),
    };
    state.good = accepted;
    for (const listener of listeners) {
      const run = Promise.resolve()
        .then(() => listener(accepted))
        .catch((error: unknown) => log(`Prices: a quote listener failed: ${String(error)}`))
        .finally(() => pendingListeners.delete(run));
      pendingListeners.add(run);
    }
  }

  /** A move beyond the bound is believed only once `jumpConfirmations` answers agree on it. */
  function confirmsJump(state: CurrencyState, quote: ProviderQuote): boolean {
    const previous = state.unconfirmedJump;
    const agrees = previous && !implausibleJump(quote, previous.quote, bounds);
    state.unconfirmedJump = { quote, seen: agrees ? previous.seen + 1 : 1 };
    return state.unconfirmedJump.seen >= jumpConfirmations;
  }

  async function ask(currency: PriceCurrency, state: CurrencyState) {
    let quote: ProviderQuote;
    try {
      quote = await withTimeout(provider.spot(currency), timeoutMs);
    } catch (error) {
      fail(
        currency,
        state,
        `the provider failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      return;
    }
    const garbage = malformation(quote, now(), bounds);
    if (garbage) return fail(currency, state, `the provider answered garbage: ${garbage}`);
    const jump = implausibleJump(quote, state.good, bounds);
    if (jump && !confirmsJump(state, quote))
      return fail(currency, state, `the provider's answer is implausible: ${jump}`);
    accept(currency, state, quote);
  }

  /** Resolves once no provider call and no listener is running (tests, shutdown). */
  async function idle() {
    await Promise.all([...states.values()].map((state) => state.inFlight));
    await Promise.all([...pendingListeners]);
  }

  /** Asks the provider unless this currency was asked less than an interval ago. */
  function refresh(currency: PriceCurrency): Promise<void> {
    const state = stateOf(currency);
    if (state.inFlight) return state.inFlight;
    if (state.lastAttemptAt !== undefined && now() - state.lastAttemptAt < updateIntervalMs)
      return Promise.resolve();
    state.lastAttemptAt = now();
    state.inFlight = ask(currency, state).finally(() => (state.inFlight = undefined));
    return state.inFlight;
  }

  return {
    source: provider.source,
    updateIntervalMs,
    refresh,

    /** The contract's spot answer for a currency, or why there is none worth showing. */
    async spot(currency: PriceCurrency): Promise<SpotAnswer> {
      const state = stateOf(currency);
      const refreshed = refresh(currency);
      // With a good quote in hand, a slow provider delays visitors by at most the grace period.
      await (state.good ? settledWithin(refreshed, slowProviderGraceMs) : refreshed);
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
        nextRefreshAt: (state.lastAttemptAt ?? time) + updateIntervalMs,
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

    /** Keeps these currencies refreshed on the interval, visitors or not. */
    startRefreshing(currencies: readonly PriceCurrency[]) {
      if (timer || currencies.length === 0) return;
      const tick = () => currencies.forEach((currency) => void refresh(currency));
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
    timeout = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timeout));
}
