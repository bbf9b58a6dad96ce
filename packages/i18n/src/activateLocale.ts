import { i18n, type Messages } from "@lingui/core";
import type { Locale } from "./locales";

/** Loads one package's compiled catalog for a locale. Every package with strings exports one. */
export type CatalogLoader = (locale: Locale) => Promise<Messages>;

/**
 * Loads every package's catalog for the locale into the shared Lingui instance, then activates
 * it. Lingui merges repeated loads for one locale, so each package keeps its own catalog file.
 */
export async function activateLocale(locale: Locale, loaders: readonly CatalogLoader[]) {
  const catalogs = await Promise.all(loaders.map((load) => load(locale)));
  for (const messages of catalogs) i18n.load(locale, messages);
  i18n.activate(locale);
  return i18n;
}
