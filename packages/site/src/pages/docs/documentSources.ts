import type { DocumentSource } from "@gw/doc-viewer";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

export interface DocumentSection {
  source: DocumentSource;
  /** The viewer's title, shown above the table of contents. */
  title: MessageDescriptor;
  /** Every page of the section, prerendered as HTML (checked against content/ by a test). */
  pageIds: readonly string[];
  /** Pages of questions (`###`) and answers, described to search engines as a schema.org FAQPage. */
  faqPages?: readonly string[];
}

const version = "v1.0.1";

export const docsSection: DocumentSection = {
  source: { base: "/docs", folder: "docs", version, defaultPage: "most-common" },
  title: msg`About Us`,
  pageIds: ["most-common", "fees", "glossary", "overview"],
  faqPages: ["most-common"],
};

export const legalSection: DocumentSection = {
  source: { base: "/legal", folder: "legal", version, defaultPage: "terms-and-conditions" },
  title: msg`Legal Documents`,
  pageIds: ["terms-and-conditions", "privacy-policy", "cookie-policy", "aml-ctf-policy"],
};
