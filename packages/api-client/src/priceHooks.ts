import { useQuery } from "@tanstack/react-query";
import type { ApiResult } from "./apiResult";
// Types only: the calls (and the schema library checking their answers) load with the first call,
// so a page that starts from the page answers (the home page's strip) loads neither before.
import type * as priceCalls from "./priceCalls";
import type { PriceCallOptions } from "./priceCalls";
import type { PriceCurrency } from "./prices/priceConstants";
import { spotQueryKey } from "./prices/spotQueryKey";
import type { PriceHistoryRequest } from "./prices/priceUrls";
import { spotRefreshDelayMs } from "./prices/spotRefresh";
import { pageAnswerBody } from "./pageAnswers/pageAnswers";
import { usePageAnswer } from "./pageAnswers/usePageAnswer";
import { usePageSpotPrices } from "./prices/usePagePrices";
import type { ReferencePrice } from "./reference/referencePriceSchema";

type ApiFailure = Extract<ApiResult<unknown>, { ok: false }>;
type PriceCalls = typeof priceCalls;

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

/**
 * Where the query cache keeps the Shanghai reference: its query asks under it, and the host embeds
 * the answer it wrote a page from under the same (`shanghaiReferenceGet`).
 */
export const referenceQueryKey = ["prices", "reference", "sge"] as const;

const historyQueryKey = ({ metal, range, currency, interval }: PriceHistoryRequest) =>
  ["prices", "history", metal, range, currency, interval ?? "range"] as const;

/** What the page says about the Shanghai reference (see `pageAnswerBody`). */
export function usePageReferencePrice(): ReferencePrice | "unavailable" | undefined {
  return pageAnswerBody<ReferencePrice>(usePageAnswer(referenceQueryKey));
}

/** When the page was opened: what the host wrote into it counts as received then. */
const pageOpenedAt = () => globalThis.performance?.timeOrigin ?? Date.now();

/**
 * The options every price query shares: its key, its call (loaded with the first one; a failure
 * thrown as a `PriceCallError`) and, where the host wrote the page from the same call, that
 * answer as its first data (`fromPage`, received when the page was opened).
 */
function priceQuery<T>(
  queryKey: readonly unknown[],
  call: (calls: PriceCalls, signal: AbortSignal) => Promise<ApiResult<T>>,
  fromPage?: T | "unavailable",
) {
  const written = typeof fromPage === "object" ? fromPage : undefined;
  return {
    queryKey,
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const result = await call(await import("./priceCalls"), signal);
      if (!result.ok) throw new PriceCallError(result);
      return result.data;
    },
    initialData: written,
    initialDataUpdatedAt: written === undefined ? undefined : pageOpenedAt(),
  };
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
  return useQuery({
    ...priceQuery(
      spotQueryKey(currency),
      (calls, signal) => calls.getSpotPrices(currency, { ...call, signal }),
      usePageSpotPrices(currency),
    ),
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
    ...priceQuery(historyQueryKey(request), (calls, signal) =>
      calls.getPriceHistory(request, { ...call, signal }),
    ),
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
  return useQuery({
    ...priceQuery(
      referenceQueryKey,
      (calls, signal) => calls.getReferencePrice({ ...call, signal }),
      usePageReferencePrice(),
    ),
    enabled,
    staleTime: referenceStaleMs,
    refetchInterval: referenceStaleMs,
    refetchIntervalInBackground: false,
  });
}
