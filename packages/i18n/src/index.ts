export { i18n } from "@lingui/core";
export { I18nProvider } from "@lingui/react";
export * from "./locales";
export { pickLocale } from "./pickLocale";
export { LOCALE_STORAGE_KEY } from "./localePreference";
export { localePrefix, localeFromPath, localizedPath } from "./localePath";
export { activateLocale, loadCatalogs, type CatalogLoader } from "./activateLocale";
export { chooseLanguage } from "./chooseLanguage";
export { formatNumber } from "./formatNumber";
