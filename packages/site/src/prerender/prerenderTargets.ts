import { localePrefix, localizedPath, supportedLocales } from "@gw/i18n";
import type { AnyRoute } from "@tanstack/react-router";
import type { RouteStaticData } from "../app/routeStaticData";
import type { SiteApp } from "../app/SiteApp";

/**
 * The pages of a route tree, read from the tree itself: every route without a parameter, and a
 * splat route's base (`/referral` for `/referral/$`) with the pages it declares below it
 * (`staticData.prerender`: `/docs/fees` for `docs/$`). A splat at the site's root is the fallback
 * for unknown addresses, not a page.
 */
export function pagePaths(route: AnyRoute, parentPath = ""): string[] {
  const segment = (route.options as { path?: string } | undefined)?.path;
  const path = joinPath(parentPath, segment);
  const children = Object.values((route.children ?? {}) as Record<string, AnyRoute>);
  // The root and a pathless layout (a host's own addresses, `_china`) are no page of their own.
  const own = route.isRoot || segment === undefined ? [] : ownPages(route, path);
  return [...own, ...children.flatMap((child) => pagePaths(child, path))];
}

function ownPages(route: AnyRoute, path: string): string[] {
  if (!path.includes("$")) return [path];
  const base = path.replace(/\/\$$/, "");
  if (base.includes("$")) {
    throw new Error(`${path}: only a splat route at the end of an address can be prerendered`);
  }
  if (base === "") return [];
  const pages = (route.options.staticData as RouteStaticData | undefined)?.prerender ?? [];
  return [base, ...pages.map((page) => `${base}/${page}`)];
}

function joinPath(parent: string, segment: string | undefined): string {
  if (segment === undefined) return parent;
  const joined = `${parent}/${segment}`.replace(/\/{2,}/g, "/");
  return joined.length > 1 ? joined.replace(/\/$/, "") : joined;
}

/** Every address written as HTML at build time: each of the app's pages in every language. */
export function prerenderTargets(app: SiteApp): string[] {
  const paths = pagePaths(app.routeTree);
  return supportedLocales.flatMap((locale) => paths.map((path) => localizedPath(path, locale)));
}

/** Every language but the default, each under its prefix: the ones an edge may choose. */
export const prefixedLocales = supportedLocales.filter((locale) => localePrefix(locale) !== "");
