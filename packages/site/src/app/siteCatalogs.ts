import type { CatalogLoader } from "@gw/i18n";
import { loadFormsCatalog } from "@gw/forms";
import { loadPricingCatalog } from "@gw/pricing";
import { loadUiCatalog } from "@gw/ui";
import { loadSiteCatalog } from "./loadSiteCatalog";

/** Every package's translations; all are loaded before the first render. */
export const siteCatalogs: readonly CatalogLoader[] = [
  loadUiCatalog,
  loadFormsCatalog,
  loadPricingCatalog,
  loadSiteCatalog,
];
