import { brands } from "@gw/brands";
import { siteBrand, type SiteApp } from "@gw/site";
import { registerHostRoutes, type RegisterHostRouter } from "@gw/site/register";

const brand = siteBrand(brands.main);

/** The register host of the main brand: registration and short referral links. */
export const app: SiteApp = {
  brand,
  host: brand.domains.register,
  routeTree: registerHostRoutes,
  // `/{code}` is a short referral link: the referral page, not a fallback.
  fallbackServesPage: true,
  // This host serves registration only; the header's sections live on the main site.
  siteOrigin: `https://${brand.domains.site}`,
};

// Links and route ids in this app's pages type-check against the pages this host has: a link to
// a page only the main site has fails here.
declare module "@tanstack/react-router" {
  interface Register {
    router: RegisterHostRouter;
  }
}
