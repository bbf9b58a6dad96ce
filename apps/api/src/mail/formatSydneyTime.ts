import { htmlLang, type Locale } from "@gw/i18n/locales";

/** A time as Sydney reads it, e.g. `2 Jan 2026, 11:00 am`. */
export function formatSydneyTime(locale: Locale, at: Date): string {
  return new Intl.DateTimeFormat(htmlLang(locale), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Australia/Sydney",
  }).format(at);
}
