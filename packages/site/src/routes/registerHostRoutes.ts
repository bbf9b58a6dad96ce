import { createRoute } from "@tanstack/react-router";
import type { SiteRouter } from "../app/createSiteRouter";
import { referralHomePage, shortLinkPage } from "../pages/referral/referralPage";
import { legalRoute } from "./legalRoute";
import { registrationRoutes } from "./registrationRoutes";
import { siteRootRoute } from "./siteRootRoute";

const rootRoute = siteRootRoute();

const referralHomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  ...referralHomePage,
});
// `/{code}`: a short referral link.
const shortLinkRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "$",
  ...shortLinkPage,
});

const routeTree = rootRoute.addChildren([
  referralHomeRoute,
  ...registrationRoutes(rootRoute),
  legalRoute(rootRoute),
  shortLinkRoute,
]);

/** The register host: opens on the referral page, and reads any other path as a short link. */
export const registerHostRoutes = routeTree;

/** The register host's router: its app registers it, so a link to a page it lacks fails to type-check. */
export type RegisterHostRouter = SiteRouter<typeof routeTree>;
