import type { createSiteRouter } from "../app/createSiteRouter";
import type { PageViewOption } from "../app/pageView";
import type { DocumentSection } from "../pages/docs/documentSources";
import type { MainSiteRouteTree } from "./mainSiteRoutes";

/**
 * Route types are checked against the main site's tree: it has every route id a page reads
 * (`/docs/$`, `/legal/$`, `/register`, `/referral/$`, `/$`), and the China and register hosts
 * build the same ids from the same page options, so one registration types every host.
 */
export type SiteRouter = ReturnType<typeof createSiteRouter<MainSiteRouteTree>>;

declare module "@tanstack/react-router" {
  interface Register {
    router: SiteRouter;
  }

  /** What pages say about themselves to the prerenderer, the page-view event and the viewer. */
  interface StaticDataRouteOption {
    pageView?: PageViewOption;
    /** The home page describes the company (schema.org Organization). */
    organization?: boolean;
    /** The China page gets its own link-preview image. */
    china?: boolean;
    /** A document viewer's section (`/docs/*`, `/legal/*`). */
    documents?: DocumentSection;
    /** `?embedded=true` shows the page alone (see app/embedded). */
    embeddable?: boolean;
  }
}
