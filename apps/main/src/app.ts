import { goldwattle } from "@gw/brands";
import { mainSiteRoutes, type SiteApp } from "@gw/site";

export const app: SiteApp = { brand: goldwattle, host: goldwattle.domains.site, ...mainSiteRoutes };
