import { loadCatalogs, type CatalogLoader } from "@gw/i18n";

/**
 * A page route's `loader`: the translations of the packages the page draws on (see
 * `pageCatalogs`). The router fetches a route's split-off component and runs its loader together,
 * and awaits both before hydrating or showing the page: the page never renders without its text,
 * and no page downloads another page's text.
 */
export function pageCatalogsLoader(...catalogs: readonly CatalogLoader[]) {
  return async () => {
    await loadCatalogs(catalogs);
  };
}
