import type { HistoryPoint, MetalQuote, PriceCurrency, PriceMetal } from "@gw/api-client/schemas";

/** Both metals in one currency, per troy ounce, as a provider quoted them. */
export interface ProviderQuote {
  /** When the provider quoted these prices (ms since the epoch), not when we asked. */
  asOf: number;
  metals: Record<PriceMetal, MetalQuote>;
}

/**
 * Where prices come from. `spot` is called at most once per update interval per currency by the
 * price service; `dailyCloses` only for trading days the database lacks. Both may throw or answer
 * garbage: the service and the recorder check every answer before anyone sees it.
 */
export interface PriceProvider {
  /** Shown to visitors as the answer's `source`; `development` marks demonstration prices. */
  readonly source: string;
  /**
   * What `dailyCloses` are stored under: a series of its own unless they are the very figures
   * `spot` gives as the previous close (GoldAPI's past days are LBMA fixings, its previous close
   * the feed's own), so one label never covers two kinds of close.
   */
  readonly closesSource: string;
  /** Provider calls one `spot` costs (counted against the daily budget); 0 for local prices. */
  readonly callsPerSpot: number;
  /** Provider calls `dailyCloses` costs for a date range. */
  callsForCloses(from: string, to: string): number;
  spot(currency: PriceCurrency): Promise<ProviderQuote>;
  /** The close of each trading day from `from` to `to` (YYYY-MM-DD, both included). */
  dailyCloses(
    metal: PriceMetal,
    currency: PriceCurrency,
    from: string,
    to: string,
  ): Promise<HistoryPoint[]>;
}
