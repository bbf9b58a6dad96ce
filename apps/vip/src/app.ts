import { goldwattlePrivate } from "@gw/brands";
import { mainSiteRoutes, type SiteApp } from "@gw/site";

/** Every page of the main site, under the Goldwattle Private brand. */
export const app: SiteApp = {
  brand: goldwattlePrivate,
  host: goldwattlePrivate.domains.site,
  ...mainSiteRoutes,
};
