import { Calculators } from "../calculators/Calculators";
import { islandRoot } from "../islandRoot";

/** The calculators' `Value of your holdings`, as an island: its root's attribute. */
export const holdingsValueRoot = islandRoot("holdingsValue");

/**
 * The calculators as their page shows them: the value of your holdings hydrates what the host
 * wrote there (`holdingsValueDefinition`), the other calculators start with the app.
 */
export const CalculatorsIsland = () => <Calculators holdingsIsland={holdingsValueRoot} />;
