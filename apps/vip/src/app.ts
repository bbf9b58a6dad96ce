import { mainSiteRoutes, type SiteApp } from "@gw/site";
import { brand } from "./brand";

/** Every page of the main site, under the Goldwattle Private brand. */
export const app: SiteApp = { brand, host: brand.domains.site, ...mainSiteRoutes };
