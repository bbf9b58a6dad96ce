import type { CatalogLoader } from "@gw/i18n";
// Their own entries, so the catalog loaders do not pull the packages' code into every page.
import { loadConsentCatalog } from "@gw/consent/catalog";
import { loadDocViewerCatalog } from "@gw/doc-viewer/catalog";
import { loadFormsCatalog } from "@gw/forms/catalog";
import { loadPricingCatalog } from "@gw/pricing/catalog";
import { loadUiCatalog } from "@gw/ui";
import { loadPagesCatalog } from "../pages/loadPagesCatalog";
import { loadSiteCatalog } from "./loadSiteCatalog";

/**
 * What every page shows (layout, page titles): loaded before the first render. The cookie
 * banner's words load with the banner (`DeferredConsentBanner`), which most visits never show.
 */
export const shellCatalogs: readonly CatalogLoader[] = [loadUiCatalog, loadSiteCatalog];

/** Packages only some pages show: each such page loads their catalogs with its code (see pageCatalogsLoader). */
export const pageCatalogs = {
  sitePages: loadPagesCatalog,
  forms: loadFormsCatalog,
  pricing: loadPricingCatalog,
  docViewer: loadDocViewerCatalog,
} as const;

/** Every package's translations; the prerenderer and Storybook load them all up front. */
export const siteCatalogs: readonly CatalogLoader[] = [
  ...shellCatalogs,
  loadConsentCatalog,
  ...Object.values(pageCatalogs),
];

/**
 * Where each catalog's compiled files are, from the repository's root (`<dir>/<locale>.po`): a
 * prerendered page names the ones its app loads before it starts, so they are asked for with the
 * app's first files (a test holds each loader to its folder).
 */
export const catalogFolders: ReadonlyMap<CatalogLoader, string> = new Map<CatalogLoader, string>([
  [loadUiCatalog, "packages/ui/src/locales"],
  [loadConsentCatalog, "packages/consent/src/locales"],
  [loadSiteCatalog, "packages/site/src/locales"],
  [loadPagesCatalog, "packages/site/src/pages/locales"],
  [loadFormsCatalog, "packages/forms/src/locales"],
  [loadPricingCatalog, "packages/pricing/src/locales"],
  [loadDocViewerCatalog, "packages/doc-viewer/src/locales"],
]);
