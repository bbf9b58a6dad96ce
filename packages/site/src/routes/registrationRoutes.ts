import { createRoute } from "@tanstack/react-router";
import { referralPage } from "../pages/referral/referralPage";
import { registerPage } from "../pages/register/registerPage";
import type { SiteRootRoute } from "./siteRootRoute";

/**
 * `/register` and `/referral/{code}` (the last segment prefills the code; `/referral` is the page
 * written), on the main sites and the register host. Takes the concrete root type (not a generic
 * parent), so the routes keep their path types.
 */
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
