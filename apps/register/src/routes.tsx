import {
  homePage,
  legalPage,
  legalSection,
  sectionPaths,
  SiteRoot,
  type SiteRouterContext,
} from "@gw/site";
import { createRootRouteWithContext, createRoute } from "@tanstack/react-router";

const rootRoute = createRootRouteWithContext<SiteRouterContext>()({ component: SiteRoot });

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: "/", ...homePage });

const legalRoute = createRoute({ getParentRoute: () => rootRoute, path: "legal/$", ...legalPage });

/** On the main site every unknown path shows the home page. */
const fallbackRoute = createRoute({ getParentRoute: () => rootRoute, path: "$", ...homePage });

export const routeTree = rootRoute.addChildren([homeRoute, legalRoute, fallbackRoute]);

export const prerenderPaths = ["/", ...sectionPaths(legalSection)];
