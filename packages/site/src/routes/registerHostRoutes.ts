import { createRoute } from "@tanstack/react-router";
import { legalSection, sectionPaths } from "../pages/docs/documentSources";
import { registrationPaths } from "../pages/registration/registrationPaths";
import { referralHomePage, shortLinkPage } from "../pages/referral/referralPage";
import { legalRoute, registrationRoutes } from "./sharedRoutes";
import { siteRootRoute } from "./siteRootRoute";

const rootRoute = siteRootRoute();

const referralHomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  ...referralHomePage,
});
const legal = legalRoute(rootRoute);
// `/{code}`: a short referral link.
const shortLinkRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "$",
  ...shortLinkPage,
});

/** The register host: opens on the referral page, and reads any other path as a short link. */
export const registerHostRoutes = {
  routeTree: rootRoute.addChildren([
    referralHomeRoute,
    legal,
    ...registrationRoutes(rootRoute),
    shortLinkRoute,
  ]),
  prerenderPaths: ["/", ...registrationPaths, ...sectionPaths(legalSection)],
};
