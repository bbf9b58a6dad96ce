import { i18n } from "@gw/i18n";
import { pageHead } from "../../app/pageHead";
import type { SiteRouterContext } from "../../app/SiteApp";
import type { DocumentSection } from "./documentSources";
import type { DocumentLoaderData } from "./loadDocumentRoute";
import { lazyPage } from "../../app/lazyPage";
import { pageCatalogs } from "../../app/siteCatalogs";

export type { DocumentLoaderData } from "./loadDocumentRoute";

/** The viewer's components for one section, as DocumentRoute exports them. */
interface DocumentComponents {
  page: "DocsRoute" | "LegalRoute";
  pending: "DocsPending" | "LegalPending";
}

/** Route options for a document viewer under `{base}/$` (see docsPage and legalPage). */
export function documentPage(section: DocumentSection, components: DocumentComponents) {
  const { title } = section;
  return {
    staticData: {
      documents: section,
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
    head: ({
      match,
      loaderData,
    }: {
      match: { context: unknown };
      loaderData?: DocumentLoaderData;
    }) =>
      pageHead(() => ({
        title: loaderData?.head.title || i18n._(title),
        description: loaderData?.head.description ?? "",
      }))({ match }),
    component: lazyPage(() => import("./DocumentRoute"), components.page, [pageCatalogs.docViewer]),
    pendingComponent: lazyPage(() => import("./DocumentRoute"), components.pending, [
      pageCatalogs.docViewer,
    ]),
  };
}

/** The page a document route loaded, before its loader has run (the page view may come first). */
function pageIdOf(loaderData: unknown): string | undefined {
  const isData = typeof loaderData === "object" && loaderData !== null && "pageId" in loaderData;
  return isData && typeof loaderData.pageId === "string" ? loaderData.pageId : undefined;
}
