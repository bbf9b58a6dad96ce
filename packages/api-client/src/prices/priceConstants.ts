/**
 * The price service's vocabulary as plain values. Kept apart from the schemas (`priceSchemas.ts`
 * re-exports them) so a page that only shows a price, such as the home page, can name a currency
 * without pulling the schema library in.
 */

export const priceCurrencies = ["AUD", "USD", "CNY"] as const;
export type PriceCurrency = (typeof priceCurrencies)[number];
export const defaultPriceCurrency: PriceCurrency = "AUD";

export const priceMetals = ["gold", "silver"] as const;
export type PriceMetal = (typeof priceMetals)[number];

/** The spec's chart ranges as the API names them; 1M to 1Y are daily closes, 5Y and ALL weekly. */
export const historyRanges = ["1M", "3M", "6M", "1Y", "5Y", "ALL"] as const;
export type HistoryRange = (typeof historyRanges)[number];

/**
 * `monthly` is asked for, never a range's own: each month's first daily close, what the regular
 * buying calculator buys at.
 */
export const historyIntervals = ["daily", "weekly", "monthly"] as const;
export type HistoryInterval = (typeof historyIntervals)[number];

export const historyIntervalOf: Record<HistoryRange, Exclude<HistoryInterval, "monthly">> = {
  "1M": "daily",
  "3M": "daily",
  "6M": "daily",
  "1Y": "daily",
  "5Y": "weekly",
  ALL: "weekly",
};

export function isPriceCurrency(value: unknown): value is PriceCurrency {
  return (priceCurrencies as readonly unknown[]).includes(value);
}
