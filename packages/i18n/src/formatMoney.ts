import { htmlLang, type Locale } from "./locales";

export interface MoneyOptions {
  /** Whole units only (a kilogram's price, a chart's axis), else cents. */
  whole?: boolean;
  /** A sign on every amount but zero (a change). */
  signed?: boolean;
  /** `code` (`AUD 5,300.00`, as e-mails write it) rather than the language's symbol (`$5,300.00`). */
  currencyDisplay?: "symbol" | "code";
}

// One formatter per language and options: a chart formats hundreds of amounts.
const formats = new Map<string, Intl.NumberFormat>();

function cached(lang: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, options);
    formats.set(key, format);
  }
  return format;
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
  return cached(htmlLang(locale), {
    style: "currency",
    currency,
    currencyDisplay,
    ...(whole && { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
    signDisplay: signed ? "exceptZero" : "auto",
  }).format(value);
}

/** A share (0.0123 is 1.23%) to two decimal places, signed when `signed`. */
export function formatPercent(locale: Locale, value: number, { signed = false } = {}): string {
  return cached(htmlLang(locale), {
    style: "percent",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: signed ? "exceptZero" : "auto",
  }).format(value);
}
