import type { RouteStaticData } from "./routeStaticData";

/**
 * What a page's `PageView` event says: a language-neutral page name (never taken from the address,
 * which may carry a language prefix) and any extra properties, such as the China page's Flow=CNY.
 */
export interface PageView {
  page: string;
  [property: string]: unknown;
}

/** A route's `staticData.pageView`: fixed, or derived from what its loader returned. */
export type PageViewOption = PageView | ((loaderData: unknown) => PageView);

/** The page view of the route match shown last (the leaf), or null for a route without one. */
export function pageViewOf(match: {
  staticData?: RouteStaticData;
  loaderData?: unknown;
}): PageView | null {
  const option = match.staticData?.pageView;
  if (!option) return null;
  return typeof option === "function" ? option(match.loaderData) : option;
}
