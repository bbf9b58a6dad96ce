import type { CatalogLoader } from "@gw/i18n";
// Their own entries, so the catalog loaders do not pull the packages' code into every page.
import { loadConsentCatalog } from "@gw/consent/catalog";
import { loadDocViewerCatalog } from "@gw/doc-viewer/catalog";
import { loadFormsCatalog } from "@gw/forms/catalog";
import { loadPricingCatalog } from "@gw/pricing/catalog";
import { loadUiCatalog } from "@gw/ui";
import { loadSiteCatalog } from "./loadSiteCatalog";

/** Every package's translations; all are loaded before the first render. */
export const siteCatalogs: readonly CatalogLoader[] = [
  loadUiCatalog,
  loadFormsCatalog,
  loadPricingCatalog,
  loadDocViewerCatalog,
  loadConsentCatalog,
  loadSiteCatalog,
];
