import { createFileRoute } from "@tanstack/react-router";
import { documentRoute } from "./documentRoute";
import { DocumentPendingView, DocumentRouteView } from "./DocumentRouteView";
import { legalSection } from "./documentSources";

/** `/legal/*`: terms, privacy, cookies and AML/CTF, on every host. */
export const Route = createFileRoute("/legal/$")({
  ...documentRoute(legalSection),
  component: LegalRoute,
  pendingComponent: LegalPending,
});

/** The document the address names. */
function LegalRoute() {
  const data = Route.useLoaderData();
  const { embedded } = Route.useSearch();
  return (
    <DocumentRouteView routeId={Route.id} section={legalSection} data={data} embedded={embedded} />
  );
}

/** While another page of the section loads. */
function LegalPending() {
  return <DocumentPendingView section={legalSection} />;
}
