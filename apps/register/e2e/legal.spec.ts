import { legalDocumentsSuite } from "@gw/e2e/legalDocumentsSuite";

legalDocumentsSuite({ brandName: "Goldwattle", email: "hello@goldwattle.com" });
