import type { CatalogLoader } from "@gw/i18n";
// Their own entries, so the catalog loaders do not pull forms and pricing into every page.
import { loadFormsCatalog } from "@gw/forms/catalog";
import { loadPricingCatalog } from "@gw/pricing/catalog";
import { loadUiCatalog } from "@gw/ui";
import { loadSiteCatalog } from "./loadSiteCatalog";

/** Every package's translations; all are loaded before the first render. */
export const siteCatalogs: readonly CatalogLoader[] = [
  loadUiCatalog,
  loadFormsCatalog,
  loadPricingCatalog,
  loadSiteCatalog,
];
