import { documentPage } from "./documentPage";
import { docsSection, legalSection } from "./documentSources";

/** `/docs/*`: FAQ, fees and about us. */
export const docsPage = documentPage(docsSection, { page: "DocsRoute", pending: "DocsPending" });

/** `/legal/*`: terms, privacy, cookies and AML/CTF. */
export const legalPage = documentPage(legalSection, {
  page: "LegalRoute",
  pending: "LegalPending",
});
