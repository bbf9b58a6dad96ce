import { brands } from "@gw/brands";
import { siteBrand, type SiteApp } from "@gw/site";
import { mainSiteRoutes, type MainSiteRouter } from "@gw/site/main";

const brand = siteBrand(brands.vip);

/** Every page of the main site, under the Goldwattle Private brand. */
export const app: SiteApp = { brand, host: brand.domains.site, routeTree: mainSiteRoutes };

// Links and route ids in this app's pages type-check against the pages this host has.
declare module "@tanstack/react-router" {
  interface Register {
    router: MainSiteRouter;
  }
}
