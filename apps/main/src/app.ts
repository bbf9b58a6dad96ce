import { mainSiteRoutes, type SiteApp } from "@gw/site";
import { brand } from "./brand";

export const app: SiteApp = { brand, host: brand.domains.site, ...mainSiteRoutes };
