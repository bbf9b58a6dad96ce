import { numberFormat } from "./intlFormats";
import { htmlLang, type Locale } from "./locales";

/** Formats a number for the active language (`12,668` in English). */
export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions) {
  return numberFormat(htmlLang(locale), options).format(value);
}
