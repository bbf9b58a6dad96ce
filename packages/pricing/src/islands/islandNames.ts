/**
 * The live islands: parts of a prerendered page the host renders afresh for each visitor with
 * today's prices (a page names its own in its route's `staticData.islands`). Each island's root
 * element carries its name, the host finds it by that and nothing else.
 */
export type IslandName = "spotPanel" | "homeStrip" | "holdingsValue" | ShanghaiReferenceIsland;

/**
 * The Shanghai reference: on the China landing page always, elsewhere on Chinese pages and for a
 * visitor who chose CNY (contract.md "Buyer tools").
 */
export type ShanghaiReferenceIsland = "chinaShanghaiReference" | "shanghaiReference";

export const ISLAND_ATTRIBUTE = "data-island";

/** The attribute an island's root element carries. */
export const islandRoot = (name: IslandName) => ({ [ISLAND_ATTRIBUTE]: name });
