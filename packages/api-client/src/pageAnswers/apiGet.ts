import type { QueryKey } from "@tanstack/react-query";
import type { SpotPrices } from "../priceSchemas";
import type { ReferencePrice } from "../reference/referencePriceSchema";

/** What the body of an answer a page is written from may be read as, by the contract's name. */
export interface ApiContracts {
  spotPrices: SpotPrices;
  referencePrice: ReferencePrice;
}
export type ApiContract = keyof ApiContracts;

/**
 * One of the API's GETs as a page's islands need it, as plain data: where it is asked (`path`,
 * with its query, below the API's origin), where the app's query cache keeps its answer (`key`:
 * the query that asks the same call in the browser), and what its body is read as (`contract`,
 * by `readContract`, which alone loads the schema library). The host asks it (one cache for every
 * GET), writes the islands from what it read, and embeds the answer under `key` for the app.
 */
export interface ApiGet<C extends ApiContract = ApiContract> {
  path: string;
  key: QueryKey;
  contract: C;
}
