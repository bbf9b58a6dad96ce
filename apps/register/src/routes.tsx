import { referralPage, registerPage, SiteRoot, type SiteRouterContext } from "@gw/site";
import { createRootRouteWithContext, createRoute } from "@tanstack/react-router";

const rootRoute = createRootRouteWithContext<SiteRouterContext>()({ component: SiteRoot });

/** The register host opens on the referral page. */
const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: "/", ...referralPage });

const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/register",
  ...registerPage,
});

/** `/referral/{code}`: the last segment prefills the referral code. */
const referralRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/referral/$",
  ...referralPage,
});

/** On the register host every unknown path shows the referral page. */
const fallbackRoute = createRoute({ getParentRoute: () => rootRoute, path: "$", ...referralPage });

export const routeTree = rootRoute.addChildren([
  homeRoute,
  registerRoute,
  referralRoute,
  fallbackRoute,
]);

export const prerenderPaths = ["/", "/register", "/referral"];
