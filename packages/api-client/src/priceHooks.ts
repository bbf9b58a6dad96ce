import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiResult } from "./apiResult";
// Types only: the calls (and the schema library checking their answers) load with the first call,
// so a page that starts from the page spot answer (the home page's strip) loads neither before.
import type { PriceCallOptions } from "./priceCalls";
import {
  pageReferenceAnswerKey,
  pageReferencePrice,
  type PageReferenceAnswer,
} from "./prices/pageReferenceAnswer";
import { pageSpotPrices } from "./prices/pageSpotAnswer";
import type { PriceCurrency } from "./prices/priceConstants";
import { spotRefreshDelayMs } from "./prices/spotRefresh";
import { usePageSpotAnswer } from "./prices/usePageSpotAnswer";
import type { PriceHistoryRequest } from "./prices/priceUrls";

type ApiFailure = Extract<ApiResult<unknown>, { ok: false }>;

/**
 * A price call that failed, as a query error: React Query then keeps the last good prices on
 * screen (with their own `asOf`) while it says the refresh failed, instead of dropping them.
 */
class PriceCallError extends Error {
  readonly failure: ApiFailure;

  constructor(failure: ApiFailure) {
    super(failure.message);
    this.name = "PriceCallError";
    this.failure = failure;
  }
}

const priceQueryKeys = {
  spot: (currency: PriceCurrency) => ["prices", "spot", currency] as const,
  history: ({ metal, range, currency, interval }: PriceHistoryRequest) =>
    ["prices", "history", metal, range, currency, interval ?? "range"] as const,
  reference: ["prices", "reference", "sge"] as const,
};

interface PriceQueryOptions {
  enabled?: boolean;
  /** For tests and stories; the default is `VITE_API_URL` and the global fetch. */
  call?: PriceCallOptions;
}

/**
 * Whether a failed price call is the API saying it has no prices fit to show (`503`: its quote is
 * too old, or it has none): prices shown before must then go, not stay on screen as current.
 */
export function pricesUnavailable(error: unknown): boolean {
  return error instanceof PriceCallError && error.failure.status === 503;
}

/** When the page was opened: what the host wrote into it counts as received then. */
const pageOpenedAt = () => globalThis.performance?.timeOrigin ?? Date.now();

/** The page reference answer, as the app put it into the query cache when it started. */
function usePageReferenceAnswer(): PageReferenceAnswer | null {
  return useQueryClient().getQueryData<PageReferenceAnswer>(pageReferenceAnswerKey) ?? null;
}

/**
 * What the page says about the spot prices in `currency` (see `pageSpotPrices`): its spot answer,
 * or the CNY one the host wrote beside the Shanghai reference whatever the visitor's currency.
 */
export function usePageSpotPrices(currency: PriceCurrency) {
  const reference = usePageReferenceAnswer();
  return (
    pageSpotPrices(usePageSpotAnswer(), currency) ?? pageSpotPrices(reference?.cnySpot, currency)
  );
}

/** What the page reference answer says (see `pageReferencePrice`). */
export function usePageReferencePrice() {
  return pageReferencePrice(usePageReferenceAnswer());
}

/**
 * Spot prices in one currency, refreshed at the service's interval while the tab is visible and
 * not at all while it is hidden (React Query's interval waits for the page to be visible again,
 * and a return to the page refreshes prices that have gone out of date). The first answer is the
 * one the host wrote into the page, if it wrote this currency's.
 */
export function useSpotPrices(
  currency: PriceCurrency,
  { enabled = true, call }: PriceQueryOptions = {},
) {
  const fromPage = usePageSpotPrices(currency);
  return useQuery({
    queryKey: priceQueryKeys.spot(currency),
    queryFn: async ({ signal }) => {
      const { getSpotPrices } = await import("./priceCalls");
      const result = await getSpotPrices(currency, { ...call, signal });
      if (!result.ok) throw new PriceCallError(result);
      return result.data;
    },
    initialData: typeof fromPage === "object" ? fromPage : undefined,
    initialDataUpdatedAt: typeof fromPage === "object" ? pageOpenedAt() : undefined,
    enabled,
    staleTime: (query) => spotRefreshDelayMs(query.state.data),
    refetchInterval: (query) => spotRefreshDelayMs(query.state.data),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/** Closes change once a day: ten minutes old is still current. */
const historyStaleMs = 10 * 60_000;

/** Daily, weekly or monthly closes of one metal over one range, oldest first. */
export function usePriceHistory(
  request: PriceHistoryRequest,
  { enabled = true, call }: PriceQueryOptions = {},
) {
  return useQuery({
    queryKey: priceQueryKeys.history(request),
    queryFn: async ({ signal }) => {
      const { getPriceHistory } = await import("./priceCalls");
      const result = await getPriceHistory(request, { ...call, signal });
      if (!result.ok) throw new PriceCallError(result);
      return result.data;
    },
    enabled,
    staleTime: historyStaleMs,
  });
}

/** A daily benchmark changes twice a day at most: ten minutes old is still current. */
const referenceStaleMs = 10 * 60_000;

/**
 * The Shanghai Gold Exchange's Au99.99 reference price (CNY per gram). The first answer is the one
 * the host wrote into the page, if it wrote one.
 */
export function useReferencePrice({ enabled = true, call }: PriceQueryOptions = {}) {
  const fromPage = usePageReferencePrice();
  return useQuery({
    queryKey: priceQueryKeys.reference,
    queryFn: async ({ signal }) => {
      const { getReferencePrice } = await import("./priceCalls");
      const result = await getReferencePrice({ ...call, signal });
      if (!result.ok) throw new PriceCallError(result);
      return result.data;
    },
    initialData: typeof fromPage === "object" ? fromPage : undefined,
    initialDataUpdatedAt: typeof fromPage === "object" ? pageOpenedAt() : undefined,
    enabled,
    staleTime: referenceStaleMs,
    refetchInterval: referenceStaleMs,
    refetchIntervalInBackground: false,
  });
}
