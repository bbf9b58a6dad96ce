import { goldwattle } from "@gw/brands";
import { chinaHostRoutes, type SiteApp } from "@gw/site";

/** The China landing host of the main brand. */
export const app: SiteApp = {
  brand: goldwattle,
  host: goldwattle.domains.china,
  ...chinaHostRoutes,
};
