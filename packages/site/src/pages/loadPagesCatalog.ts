import type { CatalogLoader } from "@gw/i18n";

/** The site's pages' own text (not their titles): loaded only by the pages that show it. */
export const loadPagesCatalog: CatalogLoader = async (locale) =>
  (await import(`./locales/${locale}.po`)).messages;
