import { numberFormat } from "./intlFormats";
import { htmlLang, type Locale } from "./locales";

export interface MoneyOptions {
  /** Whole units only (a kilogram's price, a chart's axis), else cents. */
  whole?: boolean;
  /** A sign on every amount but zero (a change). */
  signed?: boolean;
  /** `code` (`AUD 5,300.00`, as e-mails write it) rather than the language's symbol (`$5,300.00`). */
  currencyDisplay?: "symbol" | "code";
}

/**
 * An amount of money in a language: the site's one money formatter (the prices, the chart, the
 * converters, the e-mails). `AUD` in English is `$5,235.09`, in Chinese `AU$5,235.09`.
 */
export function formatMoney(
  locale: Locale,
  currency: string,
  value: number,
  { whole = false, signed = false, currencyDisplay = "symbol" }: MoneyOptions = {},
): string {
  return numberFormat(htmlLang(locale), {
    style: "currency",
    currency,
    currencyDisplay,
    ...(whole && { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
    signDisplay: signed ? "exceptZero" : "auto",
  }).format(value);
}

/** A share (0.0123 is 1.23%) to two decimal places, signed when `signed`. */
export function formatPercent(locale: Locale, value: number, { signed = false } = {}): string {
  return numberFormat(htmlLang(locale), {
    style: "percent",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: signed ? "exceptZero" : "auto",
  }).format(value);
}
