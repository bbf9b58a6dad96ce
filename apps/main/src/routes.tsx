import { homePage, referralPage, registerPage, SiteRoot, type SiteRouterContext } from "@gw/site";
import { createRootRouteWithContext, createRoute } from "@tanstack/react-router";

const rootRoute = createRootRouteWithContext<SiteRouterContext>()({ component: SiteRoot });

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: "/", ...homePage });

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

/** On the main site every unknown path shows the home page. */
const fallbackRoute = createRoute({ getParentRoute: () => rootRoute, path: "$", ...homePage });

export const routeTree = rootRoute.addChildren([
  homeRoute,
  registerRoute,
  referralRoute,
  fallbackRoute,
]);

export const prerenderPaths = ["/", "/register", "/referral"];
