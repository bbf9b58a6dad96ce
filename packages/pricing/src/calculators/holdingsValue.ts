import type { Locale } from "@gw/i18n/locales";
import { GRAMS_PER_UNIT } from "../converter/weightUnits";

/**
 * Units a holding can be entered in. `liang` is the 两 of the contract: the Hong Kong gold tael the
 * termbase, the weight converter and the price tables use (the same constant), offered on the
 * Chinese pages only. Not Taiwan's 37.5 g, nor the mainland's 50 g.
 */
export type HoldingUnit = "g" | "oz" | "kg" | "liang";

const GRAMS_PER_HOLDING_UNIT: Record<HoldingUnit, number> = {
  g: 1,
  oz: GRAMS_PER_UNIT.troyOunce,
  kg: 1000,
  liang: GRAMS_PER_UNIT.tael,
};

export const holdingUnitsFor: Record<Locale, readonly HoldingUnit[]> = {
  en: ["g", "oz", "kg"],
  zh: ["g", "oz", "kg", "liang"],
};

/** What `weight` in `unit` is worth at a sell price (bid) per troy ounce. */
export function holdingValue(weight: number, unit: HoldingUnit, bidPerOunce: number): number {
  return ((weight * GRAMS_PER_HOLDING_UNIT[unit]) / GRAMS_PER_UNIT.troyOunce) * bidPerOunce;
}
