import { i18n } from "@gw/i18n";
import { lazyRouteComponent } from "@tanstack/react-router";
import { pageHead } from "../../app/pageHead";
import type { SiteRouterContext } from "../../app/SiteApp";
import { pageCatalogs } from "../../app/siteCatalogs";
import { withCatalogs } from "../../app/withCatalogs";
import type { DocumentSection } from "./documentSources";
import type { DocumentLoaderData } from "./loadDocumentRoute";

export type { DocumentLoaderData } from "./loadDocumentRoute";

const loadDocumentRoute = () => withCatalogs(import("./DocumentRoute"), [pageCatalogs.docViewer]);

/** Route options for a document viewer under `{base}/$` (see docsPage and legalPage). */
export function documentPage(section: DocumentSection) {
  const { title } = section;
  return {
    staticData: { documents: section },
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
    component: lazyRouteComponent(loadDocumentRoute, "DocumentRoute"),
    pendingComponent: lazyRouteComponent(loadDocumentRoute, "DocumentPending"),
  };
}
