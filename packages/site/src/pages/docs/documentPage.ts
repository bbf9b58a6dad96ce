import type { RouteComponent } from "@tanstack/react-router";
import type { SiteRouterContext } from "../../app/SiteApp";
import { pageHead } from "../../pageHead/pageHead";
import type { DocumentSection } from "./documentSources";
import type { DocumentLoaderData } from "./loadDocumentRoute";

/** A section's page and what shows while another of its pages loads (its own route file's). */
interface DocumentComponents {
  component: RouteComponent;
  pendingComponent: RouteComponent;
}

/** Route options for a document viewer under `{base}/$` (see docsPage and legalPage). */
export function documentPage(section: DocumentSection, components: DocumentComponents) {
  return {
    staticData: {
      // Every page of the section is written as HTML, beside the section's own address.
      prerender: section.pageIds,
      // `?embedded=true` shows the document alone (see app/embedded).
      embeddable: true,
      pageView: (loaderData: unknown) => ({
        page: `Document: ${pageIdOf(loaderData) ?? section.source.defaultPage}`,
      }),
    },
    validateSearch: (search: Record<string, unknown>): { embedded?: boolean } =>
      search.embedded === true || search.embedded === "true" ? { embedded: true } : {},
    loader: async (args: { context: SiteRouterContext; params: { _splat?: string } }) =>
      (await import("./loadDocumentRoute")).loadDocumentRoute(section, args),
    // From the same lazily loaded module as the loader: the page's head is read from its document.
    head: pageHead<DocumentLoaderData>(async (page) =>
      (await import("./loadDocumentRoute")).documentHead(section, page),
    ),
    ...components,
  };
}

/** The page a document route loaded, before its loader has run (the page view may come first). */
function pageIdOf(loaderData: unknown): string | undefined {
  const isData = typeof loaderData === "object" && loaderData !== null && "pageId" in loaderData;
  return isData && typeof loaderData.pageId === "string" ? loaderData.pageId : undefined;
}
