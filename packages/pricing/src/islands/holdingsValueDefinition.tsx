import { spotPricesGet } from "@gw/api-client/prices";
import { HoldingsValue } from "../calculators/HoldingsValue";
import { ISLAND_ATTRIBUTE } from "../islandRoot";
import { holdingsValueRoot } from "./CalculatorsIsland";
import type { IslandDefinition } from "./islandDefinition";

/**
 * The calculators' value of the default holding (10 oz of silver) at today's sell price, in the
 * visitor's currency, so that it is in the first HTML, scripts or none.
 */
export const holdingsValueDefinition = {
  name: holdingsValueRoot[ISLAND_ATTRIBUTE],
  gets: ({ currency }) => [spotPricesGet(currency)],
  render: ({ currency }, answers) => {
    const spot = answers(spotPricesGet(currency));
    if (!spot) return null;
    return (
      <HoldingsValue
        island={holdingsValueRoot}
        currency={currency}
        quote={spot.body ? { prices: spot.body } : "unavailable"}
      />
    );
  },
} satisfies IslandDefinition;
