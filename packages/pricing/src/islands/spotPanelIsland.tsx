import { spotPricesGet } from "@gw/api-client/prices";
import { islandRoot } from "../islandRoot";
import { LiveSpotPrices } from "../spot/LiveSpotPrices";
import { SpotPricesPanel } from "../spot/SpotPricesPanel";
import type { IslandDefinition } from "./islandDefinition";

const name = "spotPanel";
const island = islandRoot(name);

// The host renders no handlers: the app adds its own as it hydrates.
const ignore = () => {};

/** The live pricing page's `Spot prices`: today's prices in the visitor's currency. */
export const spotPanelIsland = {
  name,
  gets: ({ currency }) => [spotPricesGet(currency)],
  render: ({ currency }, answers) => {
    const spot = answers(spotPricesGet(currency));
    if (!spot) return null;
    return (
      <SpotPricesPanel
        island={island}
        currency={currency}
        onChooseCurrency={ignore}
        prices={spot.body ?? undefined}
        failure={spot.body ? undefined : "unavailable"}
        onRetry={ignore}
      />
    );
  },
} satisfies IslandDefinition<typeof name>;

/** The panel as a page shows it: it hydrates what the host wrote and carries on from there. */
export const SpotPanelIsland = () => <LiveSpotPrices island={island} />;
