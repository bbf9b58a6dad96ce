import { lazyPage } from "../../app/lazyPage";
import { pageCatalogs } from "../../app/siteCatalogs";
import { documentPage } from "./documentPage";
import { legalSection } from "./documentSources";

/** `/legal/*`: terms, privacy, cookies and AML/CTF, on every host. */
export const legalPage = documentPage(legalSection, {
  component: lazyPage(() => import("./LegalRoute"), "LegalRoute", [pageCatalogs.docViewer]),
  pendingComponent: lazyPage(() => import("./LegalRoute"), "LegalPending", [
    pageCatalogs.docViewer,
  ]),
});
