import type { I18n } from "@lingui/core";
import { defaultLocale, isLocale, type Locale } from "./locales";

/**
 * The language Lingui is showing, as one the site supports. Lingui's own `locale` is a plain
 * string (empty before the first activation), and every API field, number format and menu needs
 * a `Locale`; falling back to the default matches the language the page was prerendered in.
 */
export function localeOf(i18n: Pick<I18n, "locale">): Locale {
  return isLocale(i18n.locale) ? i18n.locale : defaultLocale;
}
