import type { SiteRouter } from "../app/createSiteRouter";
import { routeTree } from "./main.gen";

/** The main and VIP sites: every page; only their brands differ (table: routeTables.ts). */
export const mainSiteRoutes = routeTree;

/** The main and VIP sites' router: those apps register it, so their links type-check against it. */
export type MainSiteRouter = SiteRouter<typeof routeTree>;
