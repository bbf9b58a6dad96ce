import type { SiteApp } from "@gw/site";
import { brand } from "./brand";
import { prerenderPaths, routeTree } from "./routes";

export const app: SiteApp = { brand, host: brand.domains.china, routeTree, prerenderPaths };
