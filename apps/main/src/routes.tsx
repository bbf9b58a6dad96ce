import { chinaPage, homePage, livePricingPage, SiteRoot, type SiteRouterContext } from "@gw/site";
import { createRootRouteWithContext, createRoute } from "@tanstack/react-router";

const rootRoute = createRootRouteWithContext<SiteRouterContext>()({ component: SiteRoot });

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: "/", ...homePage });

const livePricingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/live-pricing",
  ...livePricingPage,
});

const chinaRoute = createRoute({ getParentRoute: () => rootRoute, path: "/cny", ...chinaPage });

/** On the main site every unknown path shows the home page. */
const fallbackRoute = createRoute({ getParentRoute: () => rootRoute, path: "$", ...homePage });

export const routeTree = rootRoute.addChildren([
  homeRoute,
  livePricingRoute,
  chinaRoute,
  fallbackRoute,
]);

export const prerenderPaths = ["/", "/live-pricing", "/cny"];
