import { useSpotPrices } from "@gw/api-client";
import { claimEarlySpot } from "@gw/api-client/prices";
import { useLayoutEffect } from "react";
import { useSpotCurrency } from "./spotCurrency";
import { SpotPricesPanel } from "./SpotPricesPanel";
import { useHydrated } from "./useHydrated";

/**
 * The live spot prices in the visitor's currency, refreshed at the service's interval while the
 * tab is visible. The first answer is the one the page's head asked for.
 */
export function SpotPrices() {
  const [currency, chooseCurrency] = useSpotCurrency();
  // While hydrating the currency is the prerendered AUD; asking then would be for nothing.
  const hydrated = useHydrated();
  const spot = useSpotPrices(currency, { enabled: hydrated });
  // From now on the app paints the prices; the head script must not write over them.
  useLayoutEffect(() => claimEarlySpot(), []);
  const prices = spot.data?.prices.currency === currency ? spot.data.prices : undefined;
  return (
    <SpotPricesPanel
      currency={currency}
      onChooseCurrency={chooseCurrency}
      prices={prices}
      failure={spot.error ? (prices ? "refresh" : "load") : undefined}
      onRetry={() => void spot.refetch()}
      paint={hydrated}
    />
  );
}
