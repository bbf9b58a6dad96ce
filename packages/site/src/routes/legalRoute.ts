import { createRoute } from "@tanstack/react-router";
import { legalPage } from "../pages/docs/legalPage";
import type { SiteRootRoute } from "./siteRootRoute";

/**
 * `/legal/*`, on every host family. Takes the concrete root type (not a generic parent), so the
 * route keeps its path type.
 */
export function legalRoute(rootRoute: SiteRootRoute) {
  return createRoute({ getParentRoute: () => rootRoute, path: "legal/$", ...legalPage });
}
