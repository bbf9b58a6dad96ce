import { createFileRoute } from "@tanstack/react-router";
import { documentRoute } from "./documentRoute";
import { DocumentPendingView, DocumentRouteView } from "./DocumentRouteView";
import { docsSection } from "./documentSources";

/** `/docs/*`: FAQ, fees and about us, on the main and VIP sites. */
export const Route = createFileRoute("/docs/$")({
  ...documentRoute(docsSection),
  component: DocsRoute,
  pendingComponent: DocsPending,
});

/** The document the address names. */
function DocsRoute() {
  const data = Route.useLoaderData();
  const { embedded } = Route.useSearch();
  return (
    <DocumentRouteView routeId={Route.id} section={docsSection} data={data} embedded={embedded} />
  );
}

/** While another page of the section loads. */
function DocsPending() {
  return <DocumentPendingView section={docsSection} />;
}
