import {
  brandPlaceholderValues,
  fillPlaceholders,
  loadDocument,
  pageIdFromPath,
  sectionFromPath,
  type CompiledPage,
  type CompiledToc,
} from "@gw/doc-viewer";
import { i18n, localePrefix } from "@gw/i18n";
import { redirect } from "@tanstack/react-router";
import type { SiteRouterContext } from "../../app/SiteApp";
import type { PageHead, PageHeadContext } from "../../pageHead/pageHead";
import { breadcrumbData } from "../../pageHead/structuredData";
import type { DocumentSection } from "./documentSources";
import { faqData } from "./faqData";

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

/**
 * A document page's head: its title and description, where it sits (breadcrumbs) and, on the
 * section's FAQ pages, its questions and answers.
 */
export function documentHead(
  section: DocumentSection,
  { brand, host, locale, loaderData }: PageHeadContext<DocumentLoaderData>,
): PageHead {
  const sectionTitle = i18n._(section.title);
  if (!loaderData) return { title: sectionTitle, description: "" };
  const { pageId, page, head } = loaderData;
  const prefix = localePrefix(locale);
  const trail = [
    { name: brand.name, path: `${prefix}/` },
    { name: sectionTitle, path: `${prefix}${section.source.base}` },
    { name: head.title, path: `${prefix}${section.source.base}/${pageId}` },
  ];
  const faq = section.faqPages?.includes(pageId) ? [faqData(page, brand)] : [];
  return {
    title: head.title || sectionTitle,
    description: head.description,
    structuredData: [breadcrumbData(host, trail), ...faq],
  };
}
