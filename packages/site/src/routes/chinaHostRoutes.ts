import { createRoute } from "@tanstack/react-router";
import type { SiteRouter } from "../app/createSiteRouter";
import { chinaPage } from "../pages/china/chinaPage";
import { legalRoute } from "./legalRoute";
import { siteRootRoute } from "./siteRootRoute";

const rootRoute = siteRootRoute();

const chinaRoute = createRoute({ getParentRoute: () => rootRoute, path: "/", ...chinaPage });
const fallbackRoute = createRoute({ getParentRoute: () => rootRoute, path: "$", ...chinaPage });

const routeTree = rootRoute.addChildren([chinaRoute, legalRoute(rootRoute), fallbackRoute]);

/** The China landing host: its landing page on `/` and on every path it has no other page for. */
export const chinaHostRoutes = routeTree;

/** The China host's router: its app registers it, so a link to a page it lacks fails to type-check. */
export type ChinaHostRouter = SiteRouter<typeof routeTree>;
