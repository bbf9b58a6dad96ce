import { createRoute, type AnyRoute } from "@tanstack/react-router";
import { referralPage } from "../referral/referralPage";
import { registerPage } from "../register/registerPage";

/** `/register` and `/referral/{code}` (the last segment prefills the code), under a root. */
export function registrationRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({ getParentRoute: () => parent, path: "/register", ...registerPage }),
    createRoute({ getParentRoute: () => parent, path: "/referral/$", ...referralPage }),
  ] as const;
}

/** Their pages to prerender: `/referral/{code}` is served the `/referral` page. */
export const registrationPaths = ["/register", "/referral"] as const;
