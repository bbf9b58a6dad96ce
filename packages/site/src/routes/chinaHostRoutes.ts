import { createRoute } from "@tanstack/react-router";
import { chinaPage } from "../pages/china/chinaPage";
import { legalSection, sectionPaths } from "../pages/docs/documentSources";
import { legalRoute } from "./sharedRoutes";
import { siteRootRoute } from "./siteRootRoute";

const rootRoute = siteRootRoute();

const chinaRoute = createRoute({ getParentRoute: () => rootRoute, path: "/", ...chinaPage });
const legal = legalRoute(rootRoute);
const fallbackRoute = createRoute({ getParentRoute: () => rootRoute, path: "$", ...chinaPage });

/** The China landing host: its landing page on `/` and on every path it has no other page for. */
export const chinaHostRoutes = {
  routeTree: rootRoute.addChildren([chinaRoute, legal, fallbackRoute]),
  prerenderPaths: ["/", ...sectionPaths(legalSection)],
};
