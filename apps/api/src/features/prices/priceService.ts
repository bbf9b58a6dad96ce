import type { PriceCurrency, SpotPrices } from "@gw/api-client/schemas";
import type { Logger } from "pino";
import { logger as sharedLogger } from "../../observability/logger";
import { providerChain, type MeteredProvider } from "./askProviders";
import { isMarketOpen } from "../../priceFeeds/marketCalendar";
import { marketOpenGauge, quoteAgeSeconds, quoteStale } from "./priceMetrics";
import { soloSharing, type PriceSharing } from "./priceSharing";
import { quoteAcceptance, type AcceptedQuote } from "./quoteAcceptance";
import { judgeFreshness, type FreshnessLimits } from "../../priceFeeds/quoteFreshness";
import type { QuoteBounds } from "./quoteProblems";
import { sharedFeed } from "./sharedFeed";

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

/**
 * The one place spot prices come from inside an instance, put together from three parts: the
 * provider chain (`askProviders.ts`: each provider in order, through its quota), the shared
 * feed (`sharedFeed.ts`: at most one call per interval per currency across instances, the
 * quote left in the database for the others) and quote acceptance (`quoteAcceptance.ts`: the
 * last good quote, newer ones only, big moves once confirmed). This file answers from them: the
 * spot answer with its freshness (stale, then too old to show), never an invented price.
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
  const quotes = quoteAcceptance({ now, bounds, jumpConfirmations, logger });
  const feed = sharedFeed({
    quotes,
    askProviders: providerChain({ providers, quotes, freshness, timeoutMs, bounds, now, logger }),
    sharing,
    updateIntervalMs,
    timeoutMs,
    now,
    logger,
  });
  let timer: ReturnType<typeof setInterval> | undefined;

  /** The quote gauges, as of now (the tick keeps them current while refreshing). */
  function report() {
    const time = now();
    marketOpenGauge.set(isMarketOpen(time) ? 1 : 0);
    for (const [currency, good] of quotes.goodQuotes()) {
      const judged = judgeFreshness(good.asOf, time, freshness);
      quoteAgeSeconds.set({ currency }, Math.max(0, (time - good.asOf) / 1000));
      quoteStale.set({ currency }, judged.stale ? 1 : 0);
    }
  }

  /** Resolves once no provider call and no listener is running (tests, shutdown). */
  async function idle() {
    await feed.settled();
    await quotes.listenersSettled();
  }

  return {
    /** The first provider's source: the one whose closes are recorded and backfilled. */
    source: providers[0]!.provider.source,
    updateIntervalMs,
    refresh: feed.refresh,

    /** The contract's spot answer for a currency, or why there is none worth showing. */
    async spot(currency: PriceCurrency): Promise<SpotAnswer> {
      const refreshed = feed.refresh(currency);
      // With a good quote in hand, a slow provider delays visitors by at most the grace period.
      await (quotes.good(currency) ? settledWithin(refreshed, slowProviderGraceMs) : refreshed);
      report();
      const good = quotes.good(currency);
      if (!good)
        return {
          ok: false,
          reason: `Spot prices are unavailable: ${quotes.failure(currency) ?? "no quote yet"}`,
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
        nextRefreshAt: feed.nextRefreshAt(currency, time),
        changesAt: judged.changesAt,
      };
    },

    /** The last good quote for a currency, whatever its age (undefined before the first). */
    latest: quotes.good,

    /** The last good quote while it may still be shown (not beyond the maximum age). */
    current(currency: PriceCurrency): AcceptedQuote | undefined {
      const good = quotes.good(currency);
      return good && !judgeFreshness(good.asOf, now(), freshness).tooOld ? good : undefined;
    },

    /** Calls `listener` with every newly accepted quote; returns the unsubscribe function. */
    onQuote: quotes.onQuote,

    /** Keeps these currencies refreshed on the interval, visitors or not, and the gauges current. */
    startRefreshing(currencies: readonly PriceCurrency[]) {
      if (timer) return;
      const tick = () => {
        currencies.forEach((currency) => void feed.refresh(currency));
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

function settledWithin(work: Promise<void>, ms: number): Promise<void> {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timeout = setTimeout(resolve, ms)));
  return Promise.race([work, waited]).finally(() => clearTimeout(timeout));
}
