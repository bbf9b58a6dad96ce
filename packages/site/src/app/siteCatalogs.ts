import type { CatalogLoader } from "@gw/i18n";
// Their own entries, so the catalog loaders do not pull the packages' code into every page.
import { loadConsentCatalog } from "@gw/consent/catalog";
import { loadDocViewerCatalog } from "@gw/doc-viewer/catalog";
import { loadFormsCatalog } from "@gw/forms/catalog";
import { loadPricingCatalog } from "@gw/pricing/catalog";
import { loadUiCatalog } from "@gw/ui";
import { loadPagesCatalog } from "../pages/loadPagesCatalog";
import { loadSiteCatalog } from "./loadSiteCatalog";

/** What every page shows (layout, cookie banner, page titles): loaded before the first render. */
export const shellCatalogs: readonly CatalogLoader[] = [
  loadUiCatalog,
  loadConsentCatalog,
  loadSiteCatalog,
];

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
  ...Object.values(pageCatalogs),
];
