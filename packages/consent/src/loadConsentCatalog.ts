import type { CatalogLoader } from "@gw/i18n";

export const loadConsentCatalog: CatalogLoader = async (locale) =>
  (await import(`./locales/${locale}.po`)).messages;
