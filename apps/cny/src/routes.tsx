import {
  chinaPage,
  legalPage,
  legalSection,
  sectionPaths,
  SiteRoot,
  type SiteRouterContext,
} from "@gw/site";
import { createRootRouteWithContext, createRoute } from "@tanstack/react-router";

const rootRoute = createRootRouteWithContext<SiteRouterContext>()({ component: SiteRoot });

const chinaRoute = createRoute({ getParentRoute: () => rootRoute, path: "/", ...chinaPage });

const legalRoute = createRoute({ getParentRoute: () => rootRoute, path: "legal/$", ...legalPage });

/** The China host shows its landing page on every path it has no other page for. */
const fallbackRoute = createRoute({ getParentRoute: () => rootRoute, path: "$", ...chinaPage });

export const routeTree = rootRoute.addChildren([chinaRoute, legalRoute, fallbackRoute]);

export const prerenderPaths = ["/", ...sectionPaths(legalSection)];
