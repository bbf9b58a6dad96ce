import { createRoute } from "@tanstack/react-router";
import type { createSiteRouter } from "../app/createSiteRouter";
import type { PageViewOption } from "../app/pageView";
import { chinaPage } from "../pages/china/chinaPage";
import { contactPage } from "../pages/contact/contactPage";
import { docsPage } from "../pages/docs/docsPage";
import {
  docsSection,
  legalSection,
  sectionPaths,
  type DocumentSection,
} from "../pages/docs/documentSources";
import { homePage } from "../pages/home/homePage";
import { livePricingPage } from "../pages/livePricing/livePricingPage";
import { registrationPaths } from "../pages/registration/registrationPaths";
import { legalRoute, registrationRoutes } from "./sharedRoutes";
import { siteRootRoute } from "./siteRootRoute";

const rootRoute = siteRootRoute();

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: "/", ...homePage });
// Also answers `/contact-us/`: the router ignores a trailing slash.
const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/contact-us",
  ...contactPage,
});
const livePricingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/live-pricing",
  ...livePricingPage,
});
const chinaRoute = createRoute({ getParentRoute: () => rootRoute, path: "/cny", ...chinaPage });
const docsRoute = createRoute({ getParentRoute: () => rootRoute, path: "docs/$", ...docsPage });
const legal = legalRoute(rootRoute);
// Every unknown path shows the home page.
const fallbackRoute = createRoute({ getParentRoute: () => rootRoute, path: "$", ...homePage });

const routeTree = rootRoute.addChildren([
  homeRoute,
  contactRoute,
  livePricingRoute,
  chinaRoute,
  docsRoute,
  legal,
  ...registrationRoutes(rootRoute),
  fallbackRoute,
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

/**
 * Route types are checked against the main site's tree: it has every route id a page reads
 * (`/docs/$`, `/legal/$`, `/register`, `/referral/$`, `/$`), and the China and register hosts
 * build the same ids from the same page options, so one registration types every host.
 */
type SiteRouter = ReturnType<typeof createSiteRouter<typeof routeTree>>;

declare module "@tanstack/react-router" {
  interface Register {
    router: SiteRouter;
  }

  /** What pages say about themselves to the prerenderer, the page-view event and the viewer. */
  interface StaticDataRouteOption {
    pageView?: PageViewOption;
    /** A document viewer's section (`/docs/*`, `/legal/*`). */
    documents?: DocumentSection;
    /** `?embedded=true` shows the page alone (see app/embedded). */
    embeddable?: boolean;
  }
}
