import type { Locale } from "@gw/i18n/locales";
import { GRAMS_PER_UNIT } from "../converter/weightUnits";

/**
 * Units a holding can be entered in. `liang` is the 两 of the contract (37.5 g), offered on the
 * Chinese pages only; it is not the Hong Kong gold tael the price tables use.
 */
export type HoldingUnit = "g" | "oz" | "kg" | "liang";

const GRAMS_PER_HOLDING_UNIT: Record<HoldingUnit, number> = {
  g: 1,
  oz: GRAMS_PER_UNIT.troyOunce,
  kg: 1000,
  liang: 37.5,
};

export const holdingUnitsFor: Record<Locale, readonly HoldingUnit[]> = {
  en: ["g", "oz", "kg"],
  zh: ["g", "oz", "kg", "liang"],
};

/** What `weight` in `unit` is worth at a sell price (bid) per troy ounce. */
export function holdingValue(weight: number, unit: HoldingUnit, bidPerOunce: number): number {
  return ((weight * GRAMS_PER_HOLDING_UNIT[unit]) / GRAMS_PER_UNIT.troyOunce) * bidPerOunce;
}
