import type { PriceCurrency } from "@gw/api-client/schemas";
import { htmlLang, type Locale } from "@gw/i18n/locales";

/** A price with its currency code, e.g. `AUD 5,300.00`, the same way in both languages. */
export function formatMoney(locale: Locale, currency: PriceCurrency, value: number): string {
  return new Intl.NumberFormat(htmlLang(locale), {
    style: "currency",
    currency,
    currencyDisplay: "code",
  }).format(value);
}

/** A time as Sydney reads it, e.g. `2 Jan 2026, 11:00 am`. */
export function formatSydneyTime(locale: Locale, at: Date): string {
  return new Intl.DateTimeFormat(htmlLang(locale), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Australia/Sydney",
  }).format(at);
}
