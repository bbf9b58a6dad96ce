import {
  contactPage,
  homePage,
  registrationPaths,
  registrationRoutes,
  SiteRoot,
  type SiteRouterContext,
} from "@gw/site";
import { createRootRouteWithContext, createRoute } from "@tanstack/react-router";

const rootRoute = createRootRouteWithContext<SiteRouterContext>()({ component: SiteRoot });

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: "/", ...homePage });

/** Also answers `/contact-us/`: the router ignores a trailing slash. */
const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/contact-us",
  ...contactPage,
});

/** On the main site every unknown path shows the home page. */
const fallbackRoute = createRoute({ getParentRoute: () => rootRoute, path: "$", ...homePage });

export const routeTree = rootRoute.addChildren([
  homeRoute,
  contactRoute,
  ...registrationRoutes(rootRoute),
  fallbackRoute,
]);

export const prerenderPaths = ["/", "/contact-us", ...registrationPaths];
