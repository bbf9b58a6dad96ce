import { createRouter, type RouterHistory } from "@tanstack/react-router";
import type { SiteApp, SiteRouterContext } from "./SiteApp";

export function createSiteRouter(
  app: SiteApp,
  context: SiteRouterContext,
  history?: RouterHistory,
) {
  return createRouter({
    routeTree: app.routeTree,
    context,
    ...(history ? { history } : {}),
    // Page code loads as soon as a visitor shows intent, so clicks feel instant.
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    // Every navigation scrolls to the top unless it passes resetScroll: false.
    scrollRestoration: false,
  });
}
