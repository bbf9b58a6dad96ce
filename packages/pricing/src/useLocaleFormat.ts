import { formatNumber, htmlLang, isLocale } from "@gw/i18n";
import { useLingui } from "@lingui/react";
import { useCallback } from "react";

function useActiveLocale() {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : "en";
}

/** Formats numbers for the active language (`12,668` in English). */
export function useNumberFormat() {
  const locale = useActiveLocale();
  return useCallback(
    (value: number, options?: Intl.NumberFormatOptions) => formatNumber(locale, value, options),
    [locale],
  );
}

/** Formats an ISO calendar date (`2024-08-27`) for the active language: `27 Aug 2024`. */
export function useDateFormat() {
  const locale = useActiveLocale();
  return useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat(htmlLang(locale), {
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      }).format(new Date(`${iso}T00:00:00Z`)),
    [locale],
  );
}
