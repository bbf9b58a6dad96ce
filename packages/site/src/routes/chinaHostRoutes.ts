import type { SiteRouter } from "../app/createSiteRouter";
import { routeTree } from "./china.gen";

/** The China landing host: its landing page on `/` and on every path it has no other page for. */
export const chinaHostRoutes = routeTree;

/** The China host's router: its app registers it, so a link to a page it lacks fails to type-check. */
export type ChinaHostRouter = SiteRouter<typeof routeTree>;
