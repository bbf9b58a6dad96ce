/**
 * A live island's root element carries its name in this attribute: the host finds the island in
 * the prerendered page by it and writes it over with today's figures (see `islands/`).
 */
export const ISLAND_ATTRIBUTE = "data-island";

/**
 * The attribute an island's root element carries. A component the host writes as an island takes
 * it as its `island` prop from the island's definition, and knows no island by name.
 */
export type IslandRoot = Readonly<Record<typeof ISLAND_ATTRIBUTE, string>>;

export const islandRoot = (name: string): IslandRoot => ({ [ISLAND_ATTRIBUTE]: name });
