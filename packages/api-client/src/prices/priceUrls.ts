import { apiBaseUrl } from "../apiBaseUrl";
import { publicApiPaths } from "../publicCalls";
import type { HistoryRange, PriceCurrency, PriceMetal } from "./priceConstants";

/** `GET /v1/prices/spot` for one currency. */
export function spotPricesUrl(currency: PriceCurrency, base = apiBaseUrl()): string {
  return `${base}${publicApiPaths.spotPrices}?currency=${currency}`;
}

export interface PriceHistoryRequest {
  metal: PriceMetal;
  range: HistoryRange;
  currency: PriceCurrency;
  /** Each month's first daily close instead of the range's own interval. */
  interval?: "monthly";
}

/** `GET /v1/prices/history`: JSON for the chart and table, or the same points as a CSV download. */
export function priceHistoryUrl(
  { metal, range, currency, interval }: PriceHistoryRequest,
  format: "json" | "csv" = "json",
  base = apiBaseUrl(),
): string {
  const query = new URLSearchParams({ metal, range, currency });
  if (interval) query.set("interval", interval);
  if (format === "csv") query.set("format", "csv");
  return `${base}${publicApiPaths.priceHistory}?${query}`;
}

/**
 * Seconds an answer stays fresh, from its `Cache-Control` (`max-age`), or null. The spot price's
 * max-age is the time until the service next asks its provider: when to ask again.
 */
export function maxAgeSeconds(cacheControl: string | null): number | null {
  const match = /(?:^|[\s,])max-age=(\d+)/i.exec(cacheControl || "");
  return match ? Number(match[1]) : null;
}

/**
 * Seconds past its max-age an answer may still be shown while a newer one is fetched, from its
 * `Cache-Control` (`stale-while-revalidate`), or 0. The API never lets it reach past the moment
 * the quote turns stale or too old to show.
 */
export function staleWhileRevalidateSeconds(cacheControl: string | null): number {
  const match = /(?:^|[\s,])stale-while-revalidate=(\d+)/i.exec(cacheControl || "");
  return match ? Number(match[1]) : 0;
}
