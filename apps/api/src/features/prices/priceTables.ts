/** The tables that let several instances share one price feed (migration 0006). */

/** The latest accepted quote per currency, written by whichever instance fetched it. */
export interface PriceQuoteTable {
  currency: string;
  source: string;
  /** The quote's own time, ms since the epoch. */
  as_of: number;
  /** Both metals' bid, ask and previous close, as JSON. */
  metals: string;
  received_at: number;
}

/** Who may do a piece of price work until when (`spot:AUD`, `backfill`), ms since the epoch. */
export interface PriceLeaseTable {
  name: string;
  holder: string;
  expires_at: number;
}

/** Each provider's calls on one UTC day, and how long it must be left alone (backoff). */
export interface PriceProviderUsageTable {
  provider: string;
  day: string;
  calls: number;
  /** Failures in a row since the last good answer. */
  failures: number;
  /** No call before this instant (Retry-After or backoff), ms since the epoch. */
  blocked_until: number;
}
