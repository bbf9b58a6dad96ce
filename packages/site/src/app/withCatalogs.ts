import { i18n, isLocale, type CatalogLoader } from "@gw/i18n";

// The language never changes within a page view (switching it reloads), so loaded once is enough.
const loaded = new Set<CatalogLoader>();

/**
 * A page's code together with the catalogs of the packages it shows, fetched side by side, so the
 * first render of a page that needs none of them (home) downloads none of them. For
 * `lazyRouteComponent`: the router loads a page's code before rendering (and before hydrating).
 */
export async function withCatalogs<T>(
  page: Promise<T>,
  loaders: readonly CatalogLoader[],
): Promise<T> {
  const [module] = await Promise.all([page, loadCatalogs(loaders)]);
  return module;
}

async function loadCatalogs(loaders: readonly CatalogLoader[]) {
  const locale = i18n.locale;
  if (!isLocale(locale)) return;
  const missing = loaders.filter((load) => !loaded.has(load));
  if (!missing.length) return;
  const catalogs = await Promise.all(missing.map((load) => load(locale)));
  for (const load of missing) loaded.add(load);
  // One merged load: each load re-renders everything that reads translations.
  i18n.load(locale, Object.assign({}, ...catalogs));
}
