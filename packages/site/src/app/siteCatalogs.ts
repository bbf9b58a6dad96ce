// Its own entry, so the catalog loader does not pull the forms into every page.
import { loadFormsCatalog } from "@gw/forms/catalog";
import type { CatalogLoader } from "@gw/i18n";
import { loadUiCatalog } from "@gw/ui";
import { loadSiteCatalog } from "./loadSiteCatalog";

/** Every package's translations; all are loaded before the first render. */
export const siteCatalogs: readonly CatalogLoader[] = [
  loadUiCatalog,
  loadFormsCatalog,
  loadSiteCatalog,
];
