import { embeddedDocumentsSuite } from "@gw/e2e/embeddedDocumentsSuite";

embeddedDocumentsSuite(["/docs/fees", "/zh/docs/fees", "/legal/privacy-policy"]);
