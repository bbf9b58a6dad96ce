import { islandRoot } from "../islandRoot";
import { LiveSpotPrices } from "../spot/LiveSpotPrices";

/** The live pricing page's `Spot prices`, as an island: its root's attribute. */
export const spotPanelRoot = islandRoot("spotPanel");

/**
 * The spot prices panel as a page shows it: it hydrates what the host wrote there
 * (`spotPanelDefinition`) and carries on from there.
 */
export const SpotPanelIsland = () => <LiveSpotPrices island={spotPanelRoot} />;
