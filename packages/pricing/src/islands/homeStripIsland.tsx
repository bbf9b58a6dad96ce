// The home page's strip, apart from the rest of @gw/pricing (its own entry,
// `@gw/pricing/home-strip`) so the home page loads only it; the host's definition below is not
// part of what the page loads.
import { spotPricesGet } from "@gw/api-client/prices";
import { priceStripLabels, type PriceStripLabels } from "@gw/ui";
import { islandRoot } from "../islandRoot";
import { spotView } from "../spot/spotView";
import { HomePriceStrip } from "../strip/HomePriceStrip";
import { HomePriceStripFigures } from "../strip/HomePriceStripFigures";
import type { IslandDefinition } from "./islandDefinition";

const name = "homeStrip";
const island = islandRoot(name);

/** The home page's price strip: its figures, in the visitor's currency (inside the strip's link). */
export const homeStripIsland = {
  name,
  gets: ({ currency }) => [spotPricesGet(currency)],
  render: ({ currency, locale }, answers) => {
    const spot = answers(spotPricesGet(currency));
    if (!spot) return null;
    return (
      <HomePriceStripFigures
        island={island}
        labels={priceStripLabels}
        shown={spot.body ? { view: spotView(spot.body, locale) } : "unavailable"}
      />
    );
  },
} satisfies IslandDefinition<typeof name>;

/** The strip as the home page shows it: it hydrates the figures the host wrote. */
export const HomeStripIsland = ({ labels }: { labels: PriceStripLabels }) => (
  <HomePriceStrip labels={labels} island={island} />
);
