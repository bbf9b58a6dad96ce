import type { Locale } from "@gw/i18n";
import type { WeightUnit } from "../converter/weightUnits";

/**
 * The units prices are shown per, in each language: Chinese readers also get the Hong Kong gold
 * tael, the unit tael bars are sold in.
 */
export const spotUnitsFor: Record<Locale, readonly WeightUnit[]> = {
  en: ["troyOunce", "gram", "kilogram"],
  zh: ["troyOunce", "gram", "tael", "kilogram"],
};
