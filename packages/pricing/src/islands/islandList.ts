// The live islands, for the host (`@gw/pricing/islands`): the only place it learns of them.
import type { CatalogLoader } from "@gw/i18n";
import { loadUiCatalog } from "@gw/ui";
import { loadPricingCatalog } from "../loadPricingCatalog";
import { holdingsValueDefinition } from "./holdingsValueDefinition";
import { homeStripDefinition } from "./homeStripDefinition";
import {
  chinaShanghaiReferenceDefinition,
  shanghaiReferenceDefinition,
} from "./shanghaiReferenceDefinitions";
import { spotPanelDefinition } from "./spotPanelDefinition";

export { ISLAND_ATTRIBUTE } from "../islandRoot";
export type { IslandAnswers, IslandDefinition, IslandVisitor } from "./islandDefinition";

/**
 * Every kind of live island. A route names the ones its page shows (`staticData.islands`); the
 * host writes each from its definition. A new kind is a definition beside these and a line here
 * (and the component its page shows, bound to the same root).
 */
export const islands = [
  spotPanelDefinition,
  homeStripDefinition,
  holdingsValueDefinition,
  shanghaiReferenceDefinition,
  chinaShanghaiReferenceDefinition,
] as const;

/** An island's name, as a route names it. */
export type IslandName = (typeof islands)[number]["name"];

/** The islands' words: the host loads these catalogs before it renders any. */
export const islandCatalogs: readonly CatalogLoader[] = [loadUiCatalog, loadPricingCatalog];
