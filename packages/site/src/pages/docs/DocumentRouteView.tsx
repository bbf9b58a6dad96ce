import {
  DocumentFrame,
  DocumentLoading,
  DocumentViewer,
  pageIdFromPath,
  tocQuery,
} from "@gw/doc-viewer";
import { useLingui } from "@lingui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "@tanstack/react-router";
import type { DocumentSection } from "./documentSources";
import type { DocumentLoaderData } from "./loadDocumentRoute";
import { usePendingDocumentPage } from "./usePendingDocumentPage";

interface DocumentRouteViewProps {
  /** The section's route (`{base}/$`): each section's route file reads its own, typed. */
  routeId: string;
  section: DocumentSection;
  data: DocumentLoaderData;
  embedded: boolean | undefined;
}

/** A document section's page: the document the address names, as its route loader fetched it. */
export function DocumentRouteView({ routeId, section, data, embedded }: DocumentRouteViewProps) {
  const { i18n } = useLingui();
  const { source, title } = section;
  const hash = useLocation({ select: (location) => location.hash });
  const pendingPage = usePendingDocumentPage(routeId, source.defaultPage);
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

/** While a section's page loads: the frame with the table of contents already known, and the indicator. */
export function DocumentPendingView({ section }: { section: DocumentSection }) {
  const { i18n } = useLingui();
  const { source, title } = section;
  const toc = useQueryClient().getQueryData(tocQuery(source, i18n.locale).queryKey);
  const pathname = useLocation({ select: (location) => location.pathname });
  const pageId = pageIdFromPath(source.base, pathname, source.defaultPage);
  return (
    <DocumentFrame title={i18n._(title)} pageId={pageId} categories={toc?.categories ?? null}>
      <DocumentLoading />
    </DocumentFrame>
  );
}
