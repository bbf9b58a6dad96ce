import { isPriceCurrency, type PriceCurrency } from "@gw/api-client/prices";

/**
 * Money and percentages for the spot figures, written exactly as `Intl.NumberFormat` writes them
 * in the site's languages (`spotNumbers.test.ts` holds them to it, value by value). Why not Intl
 * itself: a page's first Intl formatter starts ICU, 50 to 90 ms of a phone's main thread
 * (bench-spot's profile), and the prices are painted before anything else on the page needs it.
 * Outside these languages, currencies and magnitudes, Intl is used after all.
 */
const currencySigns: Record<"en" | "zh", Record<PriceCurrency, string>> = {
  en: { AUD: "$", USD: "USD\u00a0", CNY: "CNY\u00a0" },
  zh: { AUD: "AU$", USD: "US$", CNY: "¥" },
};

/** Beyond this, a number's shortest form has an exponent or more digits than it holds. */
const largest = 1e15;

export interface MoneyOptions {
  /** Whole units only (a kilogram's price), else cents. */
  whole?: boolean;
  /** A sign on every non-zero amount (a change), as `signDisplay: "exceptZero"`. */
  signed?: boolean;
}

/** `value` in `currency` for a page in `lang` (`en-AU`, `zh-CN`). Throws on an unknown currency. */
export function formatMoney(
  value: number,
  currency: string,
  lang: string,
  { whole = false, signed = false }: MoneyOptions = {},
): string {
  const digits = whole ? 0 : 2;
  const language = siteLanguage(lang);
  if (!language || !isPriceCurrency(currency) || !(Math.abs(value) < largest)) {
    return new Intl.NumberFormat(lang, {
      style: "currency",
      currency,
      maximumFractionDigits: digits,
      signDisplay: signed ? "exceptZero" : "auto",
    }).format(value);
  }
  const { sign, digits: figure } = rounded(value, decimalPlaces(value, 0, digits), signed);
  return `${sign}${currencySigns[language][currency]}${figure}`;
}

/** A share (0.0123 is 1.23%) to two decimal places, signed when `signed`. */
export function formatPercent(value: number, lang: string, { signed = false } = {}): string {
  if (!siteLanguage(lang) || !(Math.abs(value) < largest)) {
    return new Intl.NumberFormat(lang, {
      style: "percent",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: signed ? "exceptZero" : "auto",
    }).format(value);
  }
  // Shifted as decimal digits, not multiplied: 100 times a number can land on the other side of
  // a half.
  const { sign, digits } = rounded(value, decimalPlaces(value, 2, 2), signed);
  return `${sign}${digits}%`;
}

function siteLanguage(lang: string): "en" | "zh" | null {
  const language = lang.toLowerCase().split("-")[0];
  return language === "en" || language === "zh" ? language : null;
}

/**
 * `|value| × 10^shift` to `places` decimals, rounding halves away from zero, as ICU rounds: from
 * the shortest decimal form of the number (`0.015`), not its exact binary value (`0.01499…`),
 * which is what `toFixed` would round.
 */
function decimalPlaces(value: number, shift: number, places: number): string {
  const [mantissa = "0", exponent = "0"] = String(Math.abs(value)).split("e");
  const [whole = "0", fraction = ""] = mantissa.split(".");
  // All the digits, and where the point falls among them.
  const digits = `${whole}${fraction}`;
  const point = whole.length + Number(exponent) + shift;
  const padded = point < 0 ? `${"0".repeat(-point)}${digits}` : digits;
  const at = Math.max(point, 0);
  const kept = `${padded.slice(0, at).padEnd(at, "0") || "0"}${padded.slice(at, at + places).padEnd(places, "0")}`;
  const roundUp = (padded[at + places] ?? "0") >= "5";
  const scaled = (BigInt(kept) + (roundUp ? 1n : 0n)).toString().padStart(places + 1, "0");
  const integer = scaled.slice(0, scaled.length - places);
  return places > 0 ? `${integer}.${scaled.slice(-places)}` : integer;
}

/** The sign of `value` and the grouped digits of its rounded magnitude. */
function rounded(
  value: number,
  magnitude: string,
  signed: boolean,
): { sign: string; digits: string } {
  const negative = value < 0 || Object.is(value, -0);
  const zero = !/[1-9]/.test(magnitude);
  const [whole = "0", fraction] = magnitude.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const sign = signed ? (zero ? "" : negative ? "-" : "+") : negative ? "-" : "";
  return { sign, digits: fraction === undefined ? grouped : `${grouped}.${fraction}` };
}
