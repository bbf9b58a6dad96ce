import { dateTimeFormat } from "@gw/i18n/formats";
import { formatNumber, htmlLang, useLocale } from "@gw/i18n";
import { useCallback } from "react";

/** Formats numbers for the active language (`12,668` in English). */
export function useNumberFormat() {
  const locale = useLocale();
  return useCallback(
    (value: number, options?: Intl.NumberFormatOptions) => formatNumber(locale, value, options),
    [locale],
  );
}

/** Formats an ISO calendar date (`2024-08-27`) for the active language: `27 Aug 2024`. */
export function useDateFormat() {
  const locale = useLocale();
  return useCallback(
    (iso: string) =>
      dateTimeFormat(htmlLang(locale), {
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      }).format(new Date(`${iso}T00:00:00Z`)),
    [locale],
  );
}
