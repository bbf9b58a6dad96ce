import { loadCatalogs, type CatalogLoader } from "@gw/i18n";
import { lazyRouteComponent } from "@tanstack/react-router";

/**
 * A page's component, fetched on first visit together with the translations of the packages it
 * draws on: the page never renders without its text, and no page downloads another page's text.
 * The router awaits both before hydrating or showing the page.
 */
export function lazyPage<TModule extends Record<string, unknown>, TKey extends keyof TModule>(
  importPage: () => Promise<TModule>,
  exportName: TKey,
  catalogs: readonly CatalogLoader[] = [],
) {
  return lazyRouteComponent(
    () => Promise.all([importPage(), loadCatalogs(catalogs)]).then(([module]) => module),
    exportName,
  );
}
