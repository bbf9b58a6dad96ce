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
import { redirect } from "@tanstack/react-router";
import type { SiteRouterContext } from "../../app/SiteApp";
import type { DocumentSection } from "./documentSources";

export interface DocumentLoaderData {
  pageId: string;
  section: string | null;
  toc: CompiledToc;
  page: CompiledPage;
  /** The page's title and description with the brand filled in, for <head>. */
  head: { title: string; description: string };
}

/**
 * Loads a document route's table of contents and page. Imported lazily by the route, so the
 * viewer's loading code stays out of every other page's first load.
 */
export async function loadDocumentRoute(
  { source }: DocumentSection,
  { context, params }: { context: SiteRouterContext; params: { _splat?: string } },
): Promise<DocumentLoaderData> {
  const path = `/${params._splat ?? ""}`;
  const pageId = pageIdFromPath("", path, source.defaultPage);
  try {
    const { toc, page } = await loadDocument(context.queryClient, source, i18n.locale, pageId);
    const fill = (text: string) =>
      fillPlaceholders(text, brandPlaceholderValues(context.brand, page.lang));
    return {
      pageId,
      section: sectionFromPath("", path),
      toc,
      page,
      head: { title: fill(page.title), description: fill(page.description) },
    };
  } catch (error) {
    // A prerendered page must never silently become the home page: fail the build instead.
    if (import.meta.env.SSR) throw error;
    console.warn("Document could not be shown:", (error as Error).message);
    throw redirect({ to: "/", replace: true });
  }
}
