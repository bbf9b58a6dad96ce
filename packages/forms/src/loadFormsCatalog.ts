import type { CatalogLoader } from "@gw/i18n";

export const loadFormsCatalog: CatalogLoader = async (locale) =>
  (await import(`./locales/${locale}.po`)).messages;
