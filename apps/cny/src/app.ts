import { brands } from "@gw/brands";
import { siteBrand, type SiteApp } from "@gw/site";
import { chinaHostRoutes, type ChinaHostRouter } from "@gw/site/china";

const brand = siteBrand(brands.main);

/**
 * The China landing host of the main brand. Served from mainland China it must show its ICP
 * filing number: the build setting `VITE_CN_ICP_LICENSE` (unset: no filing line).
 */
export const app: SiteApp = {
  brand,
  host: brand.domains.china,
  routeTree: chinaHostRoutes,
  icpLicense: import.meta.env.VITE_CN_ICP_LICENSE || undefined,
};

// Links and route ids in this app's pages type-check against the pages this host has: a link to
// a page only the main site has fails here.
declare module "@tanstack/react-router" {
  interface Register {
    router: ChinaHostRouter;
  }
}
