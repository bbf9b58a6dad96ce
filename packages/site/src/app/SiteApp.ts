import type { QueryClient } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";
import type { Locale } from "@gw/i18n";
import type { BrandConfig } from "@gw/ui";

/** What every route sees in its context. */
export interface SiteRouterContext {
  queryClient: QueryClient;
  brand: BrandConfig;
  /** The production host (canonical addresses). */
  host: string;
  /** The page's language: its address says it (`/zh/...`), and the router lives under its prefix. */
  locale: Locale;
}

/** One app (host family): its brand and its routes (every page of them is prerendered). */
export interface SiteApp {
  brand: BrandConfig;
  /** The production host this app is served on (from the brand's domains): canonical addresses. */
  host: string;
  routeTree: AnyRouter["routeTree"];
  /**
   * Whether unknown paths are a page of their own (the register host's short links) rather than
   * the home page shown as a fallback (which is kept out of search results).
   */
  fallbackServesPage?: boolean;
  /** Origin of the site the header's section links go to, when this host lacks those pages. */
  siteOrigin?: string;
  /**
   * The ICP filing number the footer shows, linked to the MIIT register: the China host's, when
   * it is served from mainland China (`VITE_CN_ICP_LICENSE`, docs/deploy.md).
   */
  icpLicense?: string | undefined;
}
