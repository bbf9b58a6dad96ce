/**
 * A live island's root element carries its name in this attribute: the host finds the island in
 * the prerendered page by it and writes it over with today's figures (see `islands/`).
 */
export const ISLAND_ATTRIBUTE = "data-island";

/**
 * The attribute an island's root element carries. A component the host writes as an island takes
 * it as its `island` prop from the island's definition, and knows no island by name.
 */
export type IslandRoot<Name extends string = string> = Readonly<
  Record<typeof ISLAND_ATTRIBUTE, Name>
>;

export const islandRoot = <Name extends string>(name: Name) =>
  ({ [ISLAND_ATTRIBUTE]: name }) as IslandRoot<Name>;
