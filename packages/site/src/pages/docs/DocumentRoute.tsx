import {
  DocumentFrame,
  DocumentLoading,
  DocumentViewer,
  pageIdFromPath,
  tocQuery,
} from "@gw/doc-viewer";
import { useLingui } from "@lingui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useLoaderData, useLocation, useMatch, useSearch } from "@tanstack/react-router";
import type { DocumentLoaderData } from "./documentPage";
import type { DocumentSection } from "./documentSources";
import { usePendingDocumentPage } from "./usePendingDocumentPage";

function useDocumentSection(): DocumentSection {
  const staticData = useMatch({ strict: false, select: (match) => match.staticData });
  return (staticData as { documents: DocumentSection }).documents;
}

/** The document a `/docs/*` or `/legal/*` address names, as its route loader fetched it. */
export function DocumentRoute() {
  const { i18n } = useLingui();
  const { source, title } = useDocumentSection();
  const data = useLoaderData({ strict: false }) as DocumentLoaderData;
  const hash = useLocation({ select: (location) => location.hash });
  const { embedded } = useSearch({ strict: false }) as { embedded?: boolean };
  const pendingPage = usePendingDocumentPage(source.defaultPage);
  return (
    <DocumentViewer
      title={i18n._(title)}
      base={source.base}
      pageId={data.pageId}
      section={data.section}
      hash={hash}
      categories={data.toc.categories}
      page={data.page}
      embedded={embedded}
      loadingPageId={pendingPage}
    />
  );
}

/** While a page loads: the frame with the table of contents already known, and the indicator. */
export function DocumentPending() {
  const { i18n } = useLingui();
  const { source, title } = useDocumentSection();
  const toc = useQueryClient().getQueryData(tocQuery(source, i18n.locale).queryKey);
  const pathname = useLocation({ select: (location) => location.pathname });
  const pageId = pageIdFromPath(source.base, pathname, source.defaultPage);
  return (
    <DocumentFrame
      title={i18n._(title)}
      base={source.base}
      pageId={pageId}
      categories={toc?.categories ?? null}
    >
      <DocumentLoading />
    </DocumentFrame>
  );
}
