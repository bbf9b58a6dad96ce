import { numberFormat } from "@gw/i18n/formats";
/** The units the converter shows, in the order of its fields. */
export const weightUnits = ["troyOunce", "gram", "kilogram", "tael"] as const;
export type WeightUnit = (typeof weightUnits)[number];

/**
 * Grams in one of each unit. The troy ounce is the international definition; the tael is the
 * Hong Kong gold tael (司马两), the unit tael bars are sold in - not the Chinese market tael
 * (50 g) or the Taiwan tael (37.5 g).
 */
export const GRAMS_PER_UNIT: Record<WeightUnit, number> = {
  troyOunce: 31.1034768,
  gram: 1,
  kilogram: 1000,
  tael: 37.429,
};

/** Digits after the decimal point each unit is shown with: enough to tell a gram apart. */
export const FRACTION_DIGITS: Record<WeightUnit, number> = {
  troyOunce: 4,
  gram: 2,
  kilogram: 5,
  tael: 4,
};

export function toGrams(value: number, unit: WeightUnit): number {
  return value * GRAMS_PER_UNIT[unit];
}

export function fromGrams(grams: number, unit: WeightUnit): number {
  return grams / GRAMS_PER_UNIT[unit];
}

/**
 * A number typed in the locale's way (`1,234.5` in English), or null if it is not one.
 * Group separators are ignored wherever they are, so `1234.5` and `1 234.5` both work.
 */
export function parseLocaleNumber(text: string, locale: string): number | null {
  const parts = numberFormat(locale).formatToParts(12345.6);
  const group = parts.find((part) => part.type === "group")?.value ?? ",";
  const decimal = parts.find((part) => part.type === "decimal")?.value ?? ".";
  const normalised = text
    .trim()
    .split(group)
    .join("")
    .replace(/[\s\u00a0\u202f]/g, "")
    .replace(decimal, ".");
  if (!/^\d*\.?\d+$|^\d+\.$/.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}
