export { i18n } from "@lingui/core";
export { I18nProvider } from "@lingui/react";
export * from "./locales";
export { detectBrowserLocale } from "./localePreference";
export { LOCALE_PENDING_CLASS } from "./localeBootScript";
export { activateLocale, loadCatalogs, type CatalogLoader } from "./activateLocale";
export { chooseLanguage } from "./chooseLanguage";
export { formatNumber } from "./formatNumber";
