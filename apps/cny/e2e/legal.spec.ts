import { legalDocumentsSuite } from "../../../e2e/legalDocumentsSuite";

legalDocumentsSuite({ brandName: "Goldwattle", email: "hello@goldwattle.com" });
