import { GRAMS_PER_UNIT } from "./weightUnits";

/** What `grams` of a metal costs at a buy price per troy ounce. */
export function costOfGrams(grams: number, askPerOunce: number): number {
  return (grams / GRAMS_PER_UNIT.troyOunce) * askPerOunce;
}

/** How many grams `amount` buys at a buy price per troy ounce. */
export function gramsForAmount(amount: number, askPerOunce: number): number {
  return (amount / askPerOunce) * GRAMS_PER_UNIT.troyOunce;
}
