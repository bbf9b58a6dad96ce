import { localePrefix, type Locale } from "@gw/i18n";
import { createRouter, type AnyRoute, type RouterHistory } from "@tanstack/react-router";
import type { SiteRouterContext } from "./SiteApp";
import { SitePageError } from "./SitePageError";

export function createSiteRouter<TRouteTree extends AnyRoute>(
  routeTree: TRouteTree,
  context: Omit<SiteRouterContext, "locale">,
  locale: Locale,
  history?: RouterHistory,
) {
  return createRouter({
    routeTree,
    context: { ...context, locale },
    ...(history ? { history } : {}),
    // A page's language is its address: a Chinese page's router lives under /zh, so every link,
    // navigation, redirect and fallback it makes stays Chinese without any route knowing.
    basepath: localePrefix(locale) || "/",
    // Page code loads as soon as a visitor shows intent, so clicks feel instant.
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    // A page that fails keeps the site around it, in the visitor's language.
    defaultErrorComponent: SitePageError,
    // Every navigation scrolls to the top unless it passes resetScroll: false.
    scrollRestoration: false,
  });
}

/** The router of one host's route tree (each app registers its own). */
export type SiteRouter<TRouteTree extends AnyRoute> = ReturnType<
  typeof createSiteRouter<TRouteTree>
>;
