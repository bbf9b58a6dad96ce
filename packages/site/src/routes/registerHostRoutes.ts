import { createRoute } from "@tanstack/react-router";
import { legalPage } from "../pages/docs/docsPage";
import { legalSection, sectionPaths } from "../pages/docs/documentSources";
import { registrationPaths } from "../pages/registration/registrationPaths";
import { referralHomePage, referralPage, shortLinkPage } from "../pages/referral/referralPage";
import { registerPage } from "../pages/register/registerPage";
import { siteRootRoute } from "./siteRootRoute";

const rootRoute = siteRootRoute();

/** The register host: opens on the referral page, and reads any other path as a short link. */
export const registerHostRoutes = {
  routeTree: rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: "/", ...referralHomePage }),
    createRoute({ getParentRoute: () => rootRoute, path: "legal/$", ...legalPage }),
    createRoute({ getParentRoute: () => rootRoute, path: "/register", ...registerPage }),
    // The last segment prefills the code.
    createRoute({ getParentRoute: () => rootRoute, path: "/referral/$", ...referralPage }),
    // `/{code}`: a short referral link.
    createRoute({ getParentRoute: () => rootRoute, path: "$", ...shortLinkPage }),
  ]),
  prerenderPaths: ["/", ...registrationPaths, ...sectionPaths(legalSection)],
};
