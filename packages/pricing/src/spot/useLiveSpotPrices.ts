import { pricesUnavailable, useSpotPrices } from "@gw/api-client";
import { usePageCurrency } from "@gw/api-client/page-answers";
import { usePageSpotPrices, type PriceCurrency } from "@gw/api-client/prices";
import type { SpotPrices } from "@gw/api-client/schemas";
import { useSpotCurrency } from "../spotCurrency";
import { useHydrated } from "../useHydrated";

export interface LiveSpotPrices {
  currency: PriceCurrency;
  chooseCurrency: (currency: PriceCurrency) => void;
  /** Never prices in another currency than the one shown, nor any the API called unfit. */
  prices: SpotPrices | undefined;
  /** `unavailable`: the API has none fit to show; `refresh`: the last refresh failed. */
  failure: "unavailable" | "refresh" | undefined;
  retry: () => void;
}

/**
 * The spot prices in the visitor's currency as every part of a page shows them (the live panel,
 * the home strip): one query, refreshed at the service's interval while the tab is visible; the
 * page answer first, in the currency and state the host wrote, and the visitor's after.
 */
export function useLiveSpotPrices(): LiveSpotPrices {
  const [currency, chooseCurrency] = useSpotCurrency(usePageCurrency());
  // While hydrating, the currency is the one the page was written in; asking then is for nothing.
  const hydrated = useHydrated();
  const spot = useSpotPrices(currency, { enabled: hydrated });
  const fromPage = usePageSpotPrices(currency);
  const unavailable =
    pricesUnavailable(spot.error) ||
    (!spot.data && (spot.error !== null || fromPage === "unavailable"));
  return {
    currency,
    chooseCurrency,
    prices: unavailable || spot.data?.prices.currency !== currency ? undefined : spot.data.prices,
    failure: unavailable ? "unavailable" : spot.error ? "refresh" : undefined,
    retry: () => void spot.refetch(),
  };
}
