import {
  DocumentFrame,
  DocumentLoading,
  DocumentViewer,
  pageIdFromPath,
  tocQuery,
} from "@gw/doc-viewer";
import { useLingui } from "@lingui/react";
import { useQueryClient } from "@tanstack/react-query";
import { getRouteApi, useLocation } from "@tanstack/react-router";
import { usePendingDocumentPage } from "./usePendingDocumentPage";

/** Both document sections' routes: the same options (documentPage), so the same types. */
type DocumentRouteId = "/docs/$" | "/legal/$";

function useDocumentRoute(routeId: DocumentRouteId) {
  const route = getRouteApi(routeId);
  // documentPage always sets it; a route without it is a wiring mistake worth failing loudly on.
  const section = route.useMatch({ select: (match) => match.staticData.documents });
  if (!section) throw new Error(`${routeId} is not a document route`);
  return { route, section };
}

/** `/docs/*`: the document the address names, as its route loader fetched it. */
export function DocsRoute() {
  return <DocumentRoute routeId="/docs/$" />;
}

/** `/legal/*`, likewise. */
export function LegalRoute() {
  return <DocumentRoute routeId="/legal/$" />;
}

function DocumentRoute({ routeId }: { routeId: DocumentRouteId }) {
  const { i18n } = useLingui();
  const { route, section } = useDocumentRoute(routeId);
  const { source, title } = section;
  const data = route.useLoaderData();
  const hash = useLocation({ select: (location) => location.hash });
  const { embedded } = route.useSearch();
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

/** While a `/docs/*` page loads: the frame with the table of contents already known, and the indicator. */
export function DocsPending() {
  return <DocumentPending routeId="/docs/$" />;
}

/** While a `/legal/*` page loads, likewise. */
export function LegalPending() {
  return <DocumentPending routeId="/legal/$" />;
}

function DocumentPending({ routeId }: { routeId: DocumentRouteId }) {
  const { i18n } = useLingui();
  const { source, title } = useDocumentRoute(routeId).section;
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
