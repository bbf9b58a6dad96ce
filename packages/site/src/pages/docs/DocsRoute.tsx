import { getRouteApi } from "@tanstack/react-router";
import { DocumentPendingView, DocumentRouteView } from "./DocumentRouteView";
import { docsSection } from "./documentSources";

const route = getRouteApi("/docs/$");

/** `/docs/*`: the document the address names. */
export function DocsRoute() {
  const data = route.useLoaderData();
  const { embedded } = route.useSearch();
  return (
    <DocumentRouteView routeId={route.id} section={docsSection} data={data} embedded={embedded} />
  );
}

/** While a `/docs/*` page loads. */
export function DocsPending() {
  return <DocumentPendingView section={docsSection} />;
}
