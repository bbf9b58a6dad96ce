import { countedPages } from "@gw/api-client/counts";
import type { AnyRoute } from "@tanstack/react-router";
import { expect, it, vi } from "vitest";
import { pageViewOf } from "./pageView";
import type { RouteStaticData } from "./routeStaticData";

// Loading a host's tree compiles every page of the host, which on a busy runner takes a while.
const loadingTimeout = 90_000;

/** Every page name a route of the tree can count: a document route's for each of its pages. */
function pageNames(route: AnyRoute): string[] {
  const staticData = route.options?.staticData as RouteStaticData | undefined;
  const pages = [undefined, ...(staticData?.prerender ?? [])];
  const own = staticData?.pageView
    ? pages.map((pageId) => pageViewOf({ staticData, loaderData: { pageId } })?.page ?? "")
    : [];
  const children = Object.values((route.children ?? {}) as Record<string, AnyRoute>);
  return [...own, ...children.flatMap(pageNames)];
}

it(
  "counts only page names the API knows, and knows no page the site lacks",
  async () => {
    // Every host's tree adopts the one root route: each is read in a fresh module graph.
    const hostTrees = [
      async () => (await import("../routes/mainSiteRoutes")).mainSiteRoutes,
      async () => (await import("../routes/chinaHostRoutes")).chinaHostRoutes,
      async () => (await import("../routes/registerHostRoutes")).registerHostRoutes,
    ];
    const names = new Set<string>();
    for (const loadTree of hostTrees) {
      vi.resetModules();
      for (const name of pageNames((await loadTree()) as AnyRoute)) names.add(name);
    }
    expect([...names].sort()).toEqual([...countedPages].sort());
  },
  loadingTimeout,
);
