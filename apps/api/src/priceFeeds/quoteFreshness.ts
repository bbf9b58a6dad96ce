import { nextMarketChange, openMarketMsBetween, whenOpenMarketMsPass } from "./marketCalendar";

/** PRICE_STALE_AFTER_SECONDS and PRICE_MAX_AGE_SECONDS, in ms of open market. */
export interface FreshnessLimits {
  staleAfterMs: number;
  maxAgeMs: number;
}

export interface Freshness {
  /** How long the market has been open since the quote's own time (ms). */
  marketAgeMs: number;
  /** Older than `staleAfterMs`: shown, marked delayed. */
  stale: boolean;
  /** Older than `maxAgeMs`: never shown. */
  tooOld: boolean;
  /** When `stale`, `tooOld` or the market's state next changes: no answer may be cached past it. */
  changesAt: number;
}

/**
 * Judges a quote by its own time (`asOf`), counting only the time the market was open since: a
 * feed that keeps answering an old quote during trading is delayed, then unavailable; the last
 * close stays current while the market is shut, however long the weekend.
 */
export function judgeFreshness(asOf: number, now: number, limits: FreshnessLimits): Freshness {
  const marketAgeMs = openMarketMsBetween(asOf, now, limits.maxAgeMs + 1);
  const stale = marketAgeMs > limits.staleAfterMs;
  const tooOld = marketAgeMs > limits.maxAgeMs;
  const nextLimit = tooOld
    ? Infinity
    : whenOpenMarketMsPass(asOf, stale ? limits.maxAgeMs : limits.staleAfterMs);
  return {
    marketAgeMs,
    stale,
    tooOld,
    changesAt: Math.min(Math.max(nextLimit, now), nextMarketChange(now)),
  };
}
