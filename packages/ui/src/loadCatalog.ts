import type { CatalogLoader } from "@gw/i18n";

export const loadUiCatalog: CatalogLoader = async (locale) =>
  (await import(`./locales/${locale}.po`)).messages;
