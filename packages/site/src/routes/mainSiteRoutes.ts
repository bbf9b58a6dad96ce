import { createRoute } from "@tanstack/react-router";
import { chinaPage } from "../pages/china/chinaPage";
import { contactPage } from "../pages/contact/contactPage";
import { docsPage, legalPage } from "../pages/docs/docsPage";
import { docsSection, legalSection, sectionPaths } from "../pages/docs/documentSources";
import { homePage } from "../pages/home/homePage";
import { livePricingPage } from "../pages/livePricing/livePricingPage";
import { registrationPaths } from "../pages/registration/registrationPaths";
import { referralPage } from "../pages/referral/referralPage";
import { registerPage } from "../pages/register/registerPage";
import { siteRootRoute } from "./siteRootRoute";

const rootRoute = siteRootRoute();

const routeTree = rootRoute.addChildren([
  createRoute({ getParentRoute: () => rootRoute, path: "/", ...homePage }),
  // Also answers `/contact-us/`: the router ignores a trailing slash.
  createRoute({ getParentRoute: () => rootRoute, path: "/contact-us", ...contactPage }),
  createRoute({ getParentRoute: () => rootRoute, path: "/live-pricing", ...livePricingPage }),
  createRoute({ getParentRoute: () => rootRoute, path: "/cny", ...chinaPage }),
  createRoute({ getParentRoute: () => rootRoute, path: "docs/$", ...docsPage }),
  createRoute({ getParentRoute: () => rootRoute, path: "legal/$", ...legalPage }),
  createRoute({ getParentRoute: () => rootRoute, path: "/register", ...registerPage }),
  // The last segment prefills the code.
  createRoute({ getParentRoute: () => rootRoute, path: "/referral/$", ...referralPage }),
  // Every unknown path shows the home page.
  createRoute({ getParentRoute: () => rootRoute, path: "$", ...homePage }),
]);

/** The main and VIP sites: every page; only their brands differ. */
export const mainSiteRoutes = {
  routeTree,
  prerenderPaths: [
    "/",
    "/contact-us",
    "/live-pricing",
    "/cny",
    ...registrationPaths,
    ...sectionPaths(docsSection),
    ...sectionPaths(legalSection),
  ],
};

/** The widest tree: the one route types are checked against (see routerRegistration). */
export type MainSiteRouteTree = typeof routeTree;
