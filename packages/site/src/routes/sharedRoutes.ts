import { createRoute } from "@tanstack/react-router";
import { legalPage } from "../pages/docs/docsPage";
import { referralPage } from "../pages/referral/referralPage";
import { registerPage } from "../pages/register/registerPage";
import type { SiteRootRoute } from "./siteRootRoute";

// Each takes the concrete root type (not a generic parent), so the routes keep their path types.

/** `/legal/*`, on every host family. */
export function legalRoute(rootRoute: SiteRootRoute) {
  return createRoute({ getParentRoute: () => rootRoute, path: "legal/$", ...legalPage });
}

/** `/register` and `/referral/{code}` (the last segment prefills the code). */
export function registrationRoutes(rootRoute: SiteRootRoute) {
  const register = createRoute({
    getParentRoute: () => rootRoute,
    path: "/register",
    ...registerPage,
  });
  const referral = createRoute({
    getParentRoute: () => rootRoute,
    path: "/referral/$",
    ...referralPage,
  });
  return [register, referral] as const;
}
