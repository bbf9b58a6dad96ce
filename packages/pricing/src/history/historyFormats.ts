import { dateTimeFormat } from "@gw/i18n/formats";
import type { HistoryRange } from "@gw/api-client/prices";
import { formatMoney } from "@gw/i18n/money";
import type { Locale } from "@gw/i18n/locales";
import type { PriceHistory } from "@gw/api-client/schemas";

/**
 * The first day held, when the range asks for more than that (and for ALL, which has no first
 * day): the chart and table then say "since" it rather than imply the range.
 */
export function shortHistorySince(history: PriceHistory | undefined): string | undefined {
  return history?.complete === false && history.since ? history.since : undefined;
}

/** A close in its currency: cents, or whole units on an axis of larger values. */
export function closeMoney(locale: Locale, currency: string, whole = false) {
  return (value: number) => formatMoney(locale, currency, value, { whole });
}

/** A close's date (`2026-11-23`) in full: 23 Nov 2026. Dates are calendar days, not instants. */
export function fullDateFormat(lang: string) {
  const format = dateTimeFormat(lang, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return (iso: string) => format.format(new Date(`${iso}T00:00:00Z`));
}

/** A date on the axis: day and month over a year or less, month and year beyond. */
export function axisDateFormat(lang: string, range: HistoryRange) {
  const long = range === "5Y" || range === "ALL";
  const format = dateTimeFormat(lang, {
    ...(long ? { month: "short", year: "numeric" } : { day: "numeric", month: "short" }),
    timeZone: "UTC",
  });
  return (iso: string) => format.format(new Date(`${iso}T00:00:00Z`));
}
