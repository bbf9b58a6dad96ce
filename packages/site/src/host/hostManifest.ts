import type { IslandName } from "@gw/pricing/islands";
import type { BrandConfig } from "@gw/ui";
import type { HeaderRule } from "./headerRules";

/** What the build tells the host about itself (bundled into the host: `bin/build.mjs`). */
export interface HostManifest {
  /**
   * Every prerendered page by its address without a trailing slash (`/`, `/live-pricing`, `/zh`),
   * with the islands it shows (its route's `staticData.islands`) and whether the build wrote it
   * as an app embeds it too (`embeddedPage`).
   */
  pages: Record<string, { islands: readonly IslandName[]; embeddable?: boolean }>;
  /**
   * Whether an address under no page gets its language's home page kept out of search results;
   * false where unknown addresses are pages of their own (the register host's short links).
   */
  noindexFallback: boolean;
  /** The production headers (`bin/deploy/productionHeaders.mjs`). */
  headerRules: HeaderRule[];
  /** The API the build talks to, without a trailing slash: where the host asks for prices. */
  apiUrl: string;
  brand: BrandConfig;
}
