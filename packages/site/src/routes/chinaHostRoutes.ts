import { createRoute } from "@tanstack/react-router";
import { chinaPage } from "../pages/china/chinaPage";
import { legalPage } from "../pages/docs/docsPage";
import { legalSection, sectionPaths } from "../pages/docs/documentSources";
import { siteRootRoute } from "./siteRootRoute";

const rootRoute = siteRootRoute();

const chinaRoute = createRoute({ getParentRoute: () => rootRoute, path: "/", ...chinaPage });
const legalRoute = createRoute({ getParentRoute: () => rootRoute, path: "legal/$", ...legalPage });
const fallbackRoute = createRoute({ getParentRoute: () => rootRoute, path: "$", ...chinaPage });

/** The China landing host: its landing page on `/` and on every path it has no other page for. */
export const chinaHostRoutes = {
  routeTree: rootRoute.addChildren([chinaRoute, legalRoute, fallbackRoute]),
  prerenderPaths: ["/", ...sectionPaths(legalSection)],
};
