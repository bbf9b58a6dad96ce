import {
  brandPlaceholderValues,
  fillPlaceholders,
  loadDocument,
  pageIdFromPath,
  sectionFromPath,
  type CompiledPage,
  type CompiledToc,
} from "@gw/doc-viewer";
import { i18n } from "@gw/i18n";
import { lazyRouteComponent, redirect } from "@tanstack/react-router";
import { pageHead } from "../../app/pageHead";
import type { SiteRouterContext } from "../../app/SiteApp";
import type { DocumentSection } from "./documentSources";

export interface DocumentLoaderData {
  pageId: string;
  section: string | null;
  toc: CompiledToc;
  page: CompiledPage;
}

/** Route options for a document viewer under `{base}/$` (see docsPage and legalPage). */
export function documentPage(section: DocumentSection) {
  const { source, title } = section;
  return {
    staticData: { documents: section },
    validateSearch: (search: Record<string, unknown>): { embedded?: boolean } =>
      search.embedded === true || search.embedded === "true" ? { embedded: true } : {},
    loader: async ({
      context,
      params,
    }: {
      context: SiteRouterContext;
      params: { _splat?: string };
    }): Promise<DocumentLoaderData> => {
      const path = `/${params._splat ?? ""}`;
      const pageId = pageIdFromPath("", path, source.defaultPage);
      try {
        const { toc, page } = await loadDocument(context.queryClient, source, i18n.locale, pageId);
        return { pageId, section: sectionFromPath("", path), toc, page };
      } catch (error) {
        // A prerendered page must never silently become the home page: fail the build instead.
        if (import.meta.env.SSR) throw error;
        console.warn("Document could not be shown:", (error as Error).message);
        throw redirect({ to: "/", replace: true });
      }
    },
    head: ({
      match,
      loaderData,
    }: {
      match: { context: unknown };
      loaderData?: DocumentLoaderData;
    }) =>
      pageHead((brand) => {
        const fill = (text: string) => fillPlaceholders(text, brandPlaceholderValues(brand));
        const page = loaderData?.page;
        return {
          title: page?.title ? fill(page.title) : i18n._(title),
          description: page ? fill(page.description) : "",
        };
      })({ match }),
    component: lazyRouteComponent(() => import("./DocumentRoute"), "DocumentRoute"),
    pendingComponent: lazyRouteComponent(() => import("./DocumentRoute"), "DocumentPending"),
  };
}
