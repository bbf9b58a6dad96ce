import { i18n } from "@gw/i18n";
import { pageHead } from "../../app/pageHead";
import type { SiteRouterContext } from "../../app/SiteApp";
import type { DocumentSection } from "./documentSources";
import type { DocumentLoaderData } from "./loadDocumentRoute";
import { lazyPage } from "../../app/lazyPage";
import { pageCatalogs } from "../../app/siteCatalogs";

export type { DocumentLoaderData } from "./loadDocumentRoute";

/** Route options for a document viewer under `{base}/$` (see docsPage and legalPage). */
export function documentPage(section: DocumentSection) {
  const { title } = section;
  return {
    staticData: {
      documents: section,
      // `?embedded=true` shows the document alone (see app/embedded).
      embeddable: true,
      pageView: (loaderData: unknown) => ({
        page: `Document: ${(loaderData as DocumentLoaderData | undefined)?.pageId ?? section.source.defaultPage}`,
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
    component: lazyPage(() => import("./DocumentRoute"), "DocumentRoute", [pageCatalogs.docViewer]),
    pendingComponent: lazyPage(() => import("./DocumentRoute"), "DocumentPending", [
      pageCatalogs.docViewer,
    ]),
  };
}
