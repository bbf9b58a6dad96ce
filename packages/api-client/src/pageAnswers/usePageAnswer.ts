import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { PriceCurrency } from "../prices/priceConstants";
import { pageAnswerKey, pageCurrencyKey, type PageAnswer } from "./pageAnswers";

/**
 * The page answer for a query, as the app put it into the query cache when it started; null if
 * none. Read from the cache alone, so a part that starts from it (the home strip) loads no query
 * observer until it asks the API itself.
 */
export function usePageAnswer(key: QueryKey): PageAnswer | null {
  return useQueryClient().getQueryData<PageAnswer>(pageAnswerKey(key)) ?? null;
}

/** The currency the host wrote the page in; undefined for a page as built. */
export function usePageCurrency(): PriceCurrency | undefined {
  return useQueryClient().getQueryData<PriceCurrency>(pageCurrencyKey);
}
