import { getRouteApi } from "@tanstack/react-router";
import { DocumentPendingView, DocumentRouteView } from "./DocumentRouteView";
import { legalSection } from "./documentSources";

const route = getRouteApi("/legal/$");

/** `/legal/*`: the document the address names. */
export function LegalRoute() {
  const data = route.useLoaderData();
  const { embedded } = route.useSearch();
  return (
    <DocumentRouteView routeId={route.id} section={legalSection} data={data} embedded={embedded} />
  );
}

/** While a `/legal/*` page loads. */
export function LegalPending() {
  return <DocumentPendingView section={legalSection} />;
}
