import { useLingui } from "@lingui/react";
import { localeOf } from "./localeOf";
import type { Locale } from "./locales";

/** The active language for rendering; the component renders again when it changes. */
export function useLocale(): Locale {
  return localeOf(useLingui().i18n);
}
