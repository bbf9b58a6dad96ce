import { createRootRouteWithContext } from "@tanstack/react-router";
import { SiteRoot } from "../app/SiteRoot";
import type { SiteRouterContext } from "../app/SiteApp";

/** A fresh root for one host family's tree: a route belongs to exactly one tree. */
export function siteRootRoute() {
  return createRootRouteWithContext<SiteRouterContext>()({ component: SiteRoot });
}

export type SiteRootRoute = ReturnType<typeof siteRootRoute>;
