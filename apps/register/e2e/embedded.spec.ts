import { embeddedDocumentsSuite } from "@gw/e2e/embeddedDocumentsSuite";

embeddedDocumentsSuite(["/legal/terms-and-conditions", "/zh/legal/terms-and-conditions"]);
