import { embeddedDocumentsSuite } from "@gw/e2e/embeddedDocumentsSuite";

embeddedDocumentsSuite(["/legal/privacy-policy", "/zh/legal/privacy-policy"]);
