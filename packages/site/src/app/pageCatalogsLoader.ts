import { loadCatalogs, type CatalogLoader } from "@gw/i18n";

/** Where a pageCatalogsLoader keeps the catalogs it loads. */
const loadsCatalogs = Symbol("loadsCatalogs");

/**
 * A page route's `loader`: the translations of the packages the page draws on (see
 * `pageCatalogs`). The router fetches a route's split-off component and runs its loader together,
 * and awaits both before hydrating or showing the page: the page never renders without its text,
 * and no page downloads another page's text. The loader names its catalogs (`catalogsOfLoader`),
 * so the prerendered page can ask for them with the app's first files.
 */
export function pageCatalogsLoader(...catalogs: readonly CatalogLoader[]) {
  const loader = async () => {
    await loadCatalogs(catalogs);
  };
  return Object.assign(loader, { [loadsCatalogs]: catalogs });
}

/** The catalogs a route's loader loads, when it is a pageCatalogsLoader; none otherwise. */
export function catalogsOfLoader(loader: unknown): readonly CatalogLoader[] {
  if (typeof loader !== "function" || !(loadsCatalogs in loader)) return [];
  return loader[loadsCatalogs] as readonly CatalogLoader[];
}
