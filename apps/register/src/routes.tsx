import {
  legalPage,
  legalSection,
  referralPage,
  registrationPaths,
  registrationRoutes,
  sectionPaths,
  SiteRoot,
  type SiteRouterContext,
} from "@gw/site";
import { createRootRouteWithContext, createRoute } from "@tanstack/react-router";

const rootRoute = createRootRouteWithContext<SiteRouterContext>()({ component: SiteRoot });

/** The register host opens on the referral page. */
const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: "/", ...referralPage });

const legalRoute = createRoute({ getParentRoute: () => rootRoute, path: "legal/$", ...legalPage });

/** On the register host every unknown path shows the referral page. */
const fallbackRoute = createRoute({ getParentRoute: () => rootRoute, path: "$", ...referralPage });

export const routeTree = rootRoute.addChildren([
  homeRoute,
  legalRoute,
  ...registrationRoutes(rootRoute),
  fallbackRoute,
]);

export const prerenderPaths = ["/", ...registrationPaths, ...sectionPaths(legalSection)];
