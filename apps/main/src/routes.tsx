import {
  chinaPage,
  contactPage,
  docsPage,
  docsSection,
  homePage,
  legalPage,
  legalSection,
  livePricingPage,
  registrationPaths,
  registrationRoutes,
  sectionPaths,
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

const livePricingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/live-pricing",
  ...livePricingPage,
});

const chinaRoute = createRoute({ getParentRoute: () => rootRoute, path: "/cny", ...chinaPage });

const docsRoute = createRoute({ getParentRoute: () => rootRoute, path: "docs/$", ...docsPage });

const legalRoute = createRoute({ getParentRoute: () => rootRoute, path: "legal/$", ...legalPage });

/** On the main site every unknown path shows the home page. */
const fallbackRoute = createRoute({ getParentRoute: () => rootRoute, path: "$", ...homePage });

export const routeTree = rootRoute.addChildren([
  homeRoute,
  contactRoute,
  livePricingRoute,
  chinaRoute,
  docsRoute,
  legalRoute,
  ...registrationRoutes(rootRoute),
  fallbackRoute,
]);

export const prerenderPaths = [
  "/",
  "/contact-us",
  "/live-pricing",
  "/cny",
  ...registrationPaths,
  ...sectionPaths(docsSection),
  ...sectionPaths(legalSection),
];
