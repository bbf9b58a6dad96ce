import { createRoute } from "@tanstack/react-router";
import { chinaPage } from "../pages/china/chinaPage";
import { legalPage } from "../pages/docs/docsPage";
import { legalSection, sectionPaths } from "../pages/docs/documentSources";
import { siteRootRoute } from "./siteRootRoute";

const rootRoute = siteRootRoute();

/** The China landing host: its landing page on `/` and on every path it has no other page for. */
export const chinaHostRoutes = {
  routeTree: rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: "/", ...chinaPage }),
    createRoute({ getParentRoute: () => rootRoute, path: "legal/$", ...legalPage }),
    createRoute({ getParentRoute: () => rootRoute, path: "$", ...chinaPage }),
  ]),
  prerenderPaths: ["/", ...sectionPaths(legalSection)],
};
