import type { CatalogLoader } from "@gw/i18n";
// Their own entries, so the catalog loaders do not pull the packages' code into every page.
import { loadDocViewerCatalog } from "@gw/doc-viewer/catalog";
import { loadFormsCatalog } from "@gw/forms/catalog";
import { loadPricingCatalog } from "@gw/pricing/catalog";
import { loadUiCatalog } from "@gw/ui";
import { loadSiteCatalog } from "./loadSiteCatalog";

/** The text of the layout and the pages themselves: loaded before anything renders. */
export const shellCatalogs: readonly CatalogLoader[] = [loadUiCatalog, loadSiteCatalog];

/** Each page loads the catalogs of the packages it draws on with its code (see lazyPage). */
export const pageCatalogs = {
  docViewer: loadDocViewerCatalog,
  forms: loadFormsCatalog,
  pricing: loadPricingCatalog,
} satisfies Record<string, CatalogLoader>;

/** Every package's translations: for the prerenderer and Storybook, which may show any page. */
export const siteCatalogs: readonly CatalogLoader[] = [
  ...shellCatalogs,
  ...Object.values(pageCatalogs),
];
