import type { PriceCurrency } from "./priceConstants";

/**
 * Where the query cache keeps the spot prices in a currency: the app's query asks under it, and
 * the host embeds the answer it wrote a page from under the same (`ApiGet.key`).
 */
export const spotQueryKey = (currency: PriceCurrency) => ["prices", "spot", currency] as const;
