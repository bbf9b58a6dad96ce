import { chinaPage, SiteRoot, type SiteRouterContext } from "@gw/site";
import { createRootRouteWithContext, createRoute } from "@tanstack/react-router";

const rootRoute = createRootRouteWithContext<SiteRouterContext>()({ component: SiteRoot });

const chinaRoute = createRoute({ getParentRoute: () => rootRoute, path: "/", ...chinaPage });

/** The China host shows its landing page on every path it has no other page for. */
const fallbackRoute = createRoute({ getParentRoute: () => rootRoute, path: "$", ...chinaPage });

export const routeTree = rootRoute.addChildren([chinaRoute, fallbackRoute]);

export const prerenderPaths = ["/"];
