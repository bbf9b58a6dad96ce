export { i18n } from "@lingui/core";
export type { Messages } from "@lingui/core";
export { I18nProvider, useLingui } from "@lingui/react";
export * from "./locales";
export { pickLocale } from "./pickLocale";
export {
  LOCALE_STORAGE_KEY,
  readStoredLocale,
  storeLocale,
  detectLocale,
  detectBrowserLocale,
} from "./localePreference";
export { localePrefix, localeFromPath, localizedPath, unprefixedPath } from "./localePath";
export { activateLocale, loadCatalogs, type CatalogLoader } from "./activateLocale";
export { chooseLanguage } from "./chooseLanguage";
export { formatNumber } from "./formatNumber";
