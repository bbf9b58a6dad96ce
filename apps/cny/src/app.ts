import { chinaHostRoutes, type SiteApp } from "@gw/site";
import { brand } from "./brand";

/** The China landing host of the main brand. */
export const app: SiteApp = { brand, host: brand.domains.china, ...chinaHostRoutes };
