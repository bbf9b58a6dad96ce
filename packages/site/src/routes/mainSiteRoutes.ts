import { createRoute } from "@tanstack/react-router";
import type { SiteRouter } from "../app/createSiteRouter";
import { calculatorsPage } from "../pages/calculators/calculatorsPage";
import { chinaPage } from "../pages/china/chinaPage";
import { contactPage } from "../pages/contact/contactPage";
import { docsPage } from "../pages/docs/docsPage";
import { homePage } from "../pages/home/homePage";
import { livePricingPage } from "../pages/livePricing/livePricingPage";
import { legalRoute } from "./legalRoute";
import { registrationRoutes } from "./registrationRoutes";
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
const calculatorsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/calculators",
  ...calculatorsPage,
});
const chinaRoute = createRoute({ getParentRoute: () => rootRoute, path: "/cny", ...chinaPage });
const docsRoute = createRoute({ getParentRoute: () => rootRoute, path: "docs/$", ...docsPage });
// Every unknown path shows the home page.
const fallbackRoute = createRoute({ getParentRoute: () => rootRoute, path: "$", ...homePage });

// Every page of the table is written as HTML, in every language (prerender/prerenderTargets).
const routeTree = rootRoute.addChildren([
  homeRoute,
  contactRoute,
  livePricingRoute,
  calculatorsRoute,
  chinaRoute,
  ...registrationRoutes(rootRoute),
  docsRoute,
  legalRoute(rootRoute),
  fallbackRoute,
]);

/** The main and VIP sites: every page; only their brands differ. */
export const mainSiteRoutes = routeTree;

/** The main and VIP sites' router: those apps register it, so their links type-check against it. */
export type MainSiteRouter = SiteRouter<typeof routeTree>;
