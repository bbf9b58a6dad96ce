import type { IslandRoot } from "../islandRoot";
import { SpotPricesPanel } from "./SpotPricesPanel";
import { useLiveSpotPrices } from "./useLiveSpotPrices";

/**
 * The live spot prices in the visitor's currency, refreshed at the service's interval while the
 * tab is visible. It hydrates what the host wrote into the page (the panel in the currency and
 * state the host rendered, from the page answers) and carries on from there.
 */
export function LiveSpotPrices({ island }: { island?: IslandRoot }) {
  const spot = useLiveSpotPrices();
  return (
    <SpotPricesPanel
      currency={spot.currency}
      onChooseCurrency={spot.chooseCurrency}
      prices={spot.prices}
      failure={spot.failure}
      onRetry={spot.retry}
      island={island}
    />
  );
}
