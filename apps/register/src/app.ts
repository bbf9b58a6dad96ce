import { goldwattle } from "@gw/brands";
import { registerHostRoutes, type SiteApp } from "@gw/site";

/** The register host of the main brand: registration and short referral links. */
export const app: SiteApp = {
  brand: goldwattle,
  host: goldwattle.domains.register,
  ...registerHostRoutes,
  // `/{code}` is a short referral link: the referral page, not a fallback.
  fallbackServesPage: true,
  // This host serves registration only; the header's sections live on the main site.
  siteOrigin: `https://${goldwattle.domains.site}`,
};
