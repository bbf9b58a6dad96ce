// The home page's strip, apart from the rest of @gw/pricing (its own entry,
// `@gw/pricing/home-strip`) so the home page loads only it.
import type { PriceStripLabels } from "@gw/ui";
import { islandRoot } from "../islandRoot";
import { HomePriceStrip } from "../strip/HomePriceStrip";

/** The home page's price strip, as an island: its figures' root attribute. */
export const homeStripRoot = islandRoot("homeStrip");

/** The strip as the home page shows it: it hydrates the figures the host wrote there. */
export const HomeStripIsland = ({ labels }: { labels: PriceStripLabels }) => (
  <HomePriceStrip labels={labels} island={homeStripRoot} />
);
