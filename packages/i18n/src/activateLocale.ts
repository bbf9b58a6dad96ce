import { i18n, type Messages } from "@lingui/core";
import type { Locale } from "./locales";

/** Loads one package's compiled catalog for a locale. Every package with strings exports one. */
export type CatalogLoader = (locale: Locale) => Promise<Messages>;

// One load per catalog and locale, shared by everyone who asks while it is on its way.
const loads = new Map<Locale, Map<CatalogLoader, Promise<void>>>();

function loadOne(locale: Locale, load: CatalogLoader): Promise<void> {
  const forLocale = loads.get(locale) ?? new Map<CatalogLoader, Promise<void>>();
  loads.set(locale, forLocale);
  let loading = forLocale.get(load);
  if (!loading) {
    // Lingui merges repeated loads for one locale, so each package keeps its own catalog file.
    loading = load(locale).then(
      (messages) => i18n.load(locale, messages),
      (error: unknown) => {
        forLocale.delete(load); // a later visit may try again
        throw error;
      },
    );
    forLocale.set(load, loading);
  }
  return loading;
}

async function loadInto(locale: Locale, loaders: readonly CatalogLoader[]) {
  await Promise.all(loaders.map((load) => loadOne(locale, load)));
}

/** Loads the catalogs every page needs for the locale into the shared Lingui instance, then activates it. */
export async function activateLocale(locale: Locale, loaders: readonly CatalogLoader[]) {
  await loadInto(locale, loaders);
  i18n.activate(locale);
  return i18n;
}

/**
 * Adds more packages' catalogs for the active locale, e.g. the ones a page needs, before it
 * renders. Catalogs already loaded are skipped, so revisiting a page costs nothing.
 */
export async function loadCatalogs(loaders: readonly CatalogLoader[]) {
  await loadInto(i18n.locale as Locale, loaders);
}
