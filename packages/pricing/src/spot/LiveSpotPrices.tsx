import { pageSpotPrices, pricesUnavailable, useSpotPrices } from "@gw/api-client";
import { pageSpotAnswer } from "@gw/api-client/prices";
import { useSpotCurrency } from "./spotCurrency";
import { SpotPricesPanel } from "./SpotPricesPanel";
import { useHydrated } from "./useHydrated";

/**
 * The live spot prices in the visitor's currency, refreshed at the service's interval while the
 * tab is visible. It hydrates what the host wrote into the page (the panel in the currency and
 * state the host rendered, from the answer the host embedded) and carries on from there.
 */
export function LiveSpotPrices() {
  const [currency, chooseCurrency] = useSpotCurrency(pageSpotAnswer()?.currency);
  // While hydrating, the currency is the one the page was written in; asking then is for nothing.
  const hydrated = useHydrated();
  const spot = useSpotPrices(currency, { enabled: hydrated });
  const unavailable =
    pricesUnavailable(spot.error) ||
    (!spot.data && (spot.error !== null || pageSpotPrices(currency)?.ok === false));
  return (
    <SpotPricesPanel
      currency={currency}
      onChooseCurrency={chooseCurrency}
      // Never an answer in another currency than the one asked for.
      prices={unavailable || spot.data?.prices.currency !== currency ? undefined : spot.data.prices}
      failure={unavailable ? "unavailable" : spot.error ? "refresh" : undefined}
      onRetry={() => void spot.refetch()}
    />
  );
}
