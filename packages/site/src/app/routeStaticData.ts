import type { StaticDataRouteOption } from "@tanstack/react-router";
import type { IslandName } from "@gw/pricing/islands";
import type { PageViewOption } from "./pageView";

declare module "@tanstack/react-router" {
  /** What pages say about themselves to the prerenderer, the page-view event and the viewer. */
  interface StaticDataRouteOption {
    pageView?: PageViewOption;
    /**
     * The pages below a splat route (`docs/$`) written as HTML besides its base (`/docs`): each
     * is `{base}/{page}`. A route without a parameter is a page of its own.
     */
    prerender?: readonly string[];
    /**
     * The live islands the page shows (the spot panel, the home strip): the host renders them
     * into the prerendered page with today's prices (see src/host).
     */
    islands?: readonly IslandName[];
    /** `?embedded=true` shows the page alone (see app/embedded). */
    embeddable?: boolean;
  }
}

/** A route's `staticData`, as the site's pages declare it (importing this brings the fields in). */
export type RouteStaticData = StaticDataRouteOption;
