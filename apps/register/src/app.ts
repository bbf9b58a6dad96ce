import type { SiteApp } from "@gw/site";
import { brand } from "./brand";
import { prerenderPaths, routeTree } from "./routes";

export const app: SiteApp = {
  brand,
  host: brand.domains.register,
  routeTree,
  prerenderPaths,
  // `/{code}` is a short referral link: the referral page, not a fallback.
  fallbackServesPage: true,
  // This host serves registration only; the header's sections live on the main site.
  siteOrigin: `https://${brand.domains.site}`,
};
