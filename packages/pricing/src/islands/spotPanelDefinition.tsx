import { spotPricesGet } from "@gw/api-client/prices";
import { ISLAND_ATTRIBUTE } from "../islandRoot";
import { SpotPricesPanel } from "../spot/SpotPricesPanel";
import type { IslandDefinition } from "./islandDefinition";
import { spotPanelRoot } from "./SpotPanelIsland";

// The host renders no handlers: the app adds its own as it hydrates.
const ignore = () => {};

/** The live pricing page's `Spot prices`: today's prices in the visitor's currency. */
export const spotPanelDefinition = {
  name: spotPanelRoot[ISLAND_ATTRIBUTE],
  gets: ({ currency }) => [spotPricesGet(currency)],
  render: ({ currency }, answers) => {
    const spot = answers(spotPricesGet(currency));
    if (!spot) return null;
    return (
      <SpotPricesPanel
        island={spotPanelRoot}
        currency={currency}
        onChooseCurrency={ignore}
        prices={spot.body ?? undefined}
        failure={spot.body ? undefined : "unavailable"}
        onRetry={ignore}
      />
    );
  },
} satisfies IslandDefinition;
