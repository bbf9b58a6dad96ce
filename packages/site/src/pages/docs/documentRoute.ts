import { loadCatalogs } from "@gw/i18n";
import type { SiteRouterContext } from "../../app/SiteApp";
import { pageCatalogs } from "../../app/siteCatalogs";
import { pageHead } from "../../pageHead/pageHead";
import type { DocumentSection } from "./documentSources";
import type { DocumentLoaderData } from "./loadDocumentRoute";

/**
 * What the route of a document section under `{base}/$` says besides its components (DocsRoute
 * and LegalRoute spread it): the pages written, the page view, the search and the loader.
 */
export function documentRoute(section: DocumentSection) {
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
    // The viewer's text comes with the document (see pageCatalogsLoader).
    loader: async (args: { context: SiteRouterContext; params: { _splat?: string } }) => {
      const [data] = await Promise.all([
        import("./loadDocumentRoute").then((module) => module.loadDocumentRoute(section, args)),
        loadCatalogs([pageCatalogs.docViewer]),
      ]);
      return data;
    },
    // From the same lazily loaded module as the loader: the page's head is read from its document.
    head: pageHead<DocumentLoaderData>(async (page) =>
      (await import("./loadDocumentRoute")).documentHead(section, page),
    ),
  };
}

/** The page a document route loaded, before its loader has run (the page view may come first). */
function pageIdOf(loaderData: unknown): string | undefined {
  const isData = typeof loaderData === "object" && loaderData !== null && "pageId" in loaderData;
  return isData && typeof loaderData.pageId === "string" ? loaderData.pageId : undefined;
}
