import { spotPricesGet } from "@gw/api-client/prices";
import { priceStripLabels } from "@gw/ui";
import { ISLAND_ATTRIBUTE } from "../islandRoot";
import { spotView } from "../spot/spotView";
import { HomePriceStripFigures } from "../strip/HomePriceStripFigures";
import { homeStripRoot } from "./HomeStripIsland";
import type { IslandDefinition } from "./islandDefinition";

/** The home page's price strip: its figures, in the visitor's currency (inside the strip's link). */
export const homeStripDefinition = {
  name: homeStripRoot[ISLAND_ATTRIBUTE],
  gets: ({ currency }) => [spotPricesGet(currency)],
  render: ({ currency, locale }, answers) => {
    const spot = answers(spotPricesGet(currency));
    if (!spot) return null;
    return (
      <HomePriceStripFigures
        island={homeStripRoot}
        labels={priceStripLabels}
        shown={spot.body ? { view: spotView(spot.body, locale) } : "unavailable"}
      />
    );
  },
} satisfies IslandDefinition;
