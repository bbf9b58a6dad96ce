import { registerHostRoutes, type SiteApp } from "@gw/site";
import { brand } from "./brand";

/** The register host of the main brand: registration and short referral links. */
export const app: SiteApp = {
  brand,
  host: brand.domains.register,
  ...registerHostRoutes,
  // `/{code}` is a short referral link: the referral page, not a fallback.
  fallbackServesPage: true,
  // This host serves registration only; the header's sections live on the main site.
  siteOrigin: `https://${brand.domains.site}`,
};
