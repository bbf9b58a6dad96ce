import type { PriceCurrency } from "./priceConstants";
import type { PriceHistoryRequest } from "./priceUrls";

/**
 * Where the query cache keeps each price call's answer: the app's queries ask under these, and
 * the host embeds what it wrote a page from under the same (`ApiGet.key`).
 */
export const priceQueryKeys = {
  spot: (currency: PriceCurrency) => ["prices", "spot", currency] as const,
  history: ({ metal, range, currency, interval }: PriceHistoryRequest) =>
    ["prices", "history", metal, range, currency, interval ?? "range"] as const,
  reference: ["prices", "reference", "sge"] as const,
};
