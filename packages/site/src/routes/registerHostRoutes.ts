import { createRoute } from "@tanstack/react-router";
import { legalPage } from "../pages/docs/docsPage";
import { legalSection, sectionPaths } from "../pages/docs/documentSources";
import { registrationPaths } from "../pages/registration/registrationPaths";
import { referralHomePage, referralPage, shortLinkPage } from "../pages/referral/referralPage";
import { registerPage } from "../pages/register/registerPage";
import { siteRootRoute } from "./siteRootRoute";

const rootRoute = siteRootRoute();

const referralHomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  ...referralHomePage,
});
const legalRoute = createRoute({ getParentRoute: () => rootRoute, path: "legal/$", ...legalPage });
const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/register",
  ...registerPage,
});
// The last segment prefills the code.
const referralRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/referral/$",
  ...referralPage,
});
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
    legalRoute,
    registerRoute,
    referralRoute,
    shortLinkRoute,
  ]),
  prerenderPaths: ["/", ...registrationPaths, ...sectionPaths(legalSection)],
};
