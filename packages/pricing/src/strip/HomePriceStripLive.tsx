import type { PriceStripLabels } from "@gw/ui";
import type { IslandRoot } from "../islandRoot";
import { useLiveSpotPrices } from "../spot/useLiveSpotPrices";
import { HomePriceStripView } from "./HomePriceStripView";

/**
 * The strip once it asks the API itself: the live panel's query (`useLiveSpotPrices`), so it
 * refreshes when the next quote is due, only while the tab is visible, and says `Delayed` or
 * unavailable by the same rules. A refresh that fails keeps the last prices with their time.
 */
export function HomePriceStripLive({
  labels,
  island,
}: {
  labels: PriceStripLabels;
  island?: IslandRoot;
}) {
  const { prices, failure } = useLiveSpotPrices();
  return (
    <HomePriceStripView
      labels={labels}
      prices={prices}
      unavailable={failure === "unavailable"}
      island={island}
    />
  );
}
