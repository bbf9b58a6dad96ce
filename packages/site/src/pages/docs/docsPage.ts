import { documentPage } from "./documentPage";
import { docsSection, legalSection } from "./documentSources";

/** `/docs/*`: FAQ, fees and about us. */
export const docsPage = documentPage(docsSection);

/** `/legal/*`: terms, privacy, cookies and AML/CTF. */
export const legalPage = documentPage(legalSection);
