import { lazyPage } from "../../app/lazyPage";
import { pageCatalogs } from "../../app/siteCatalogs";
import { documentPage } from "./documentPage";
import { docsSection } from "./documentSources";

/** `/docs/*`: FAQ, fees and about us. */
export const docsPage = documentPage(docsSection, {
  component: lazyPage(() => import("./DocsRoute"), "DocsRoute", [pageCatalogs.docViewer]),
  pendingComponent: lazyPage(() => import("./DocsRoute"), "DocsPending", [pageCatalogs.docViewer]),
});
