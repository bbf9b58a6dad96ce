import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";

/** One e-mail ready for the outbox: what the recipient sees, in HTML and in plain text. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

// Headings keep their case: capitals would shout, and say nothing in Chinese.
const headings = ["h1", "h2"].map((selector) => ({ selector, options: { uppercase: false } }));

/**
 * React Email renders the HTML; the plain-text part is derived from it, so the two never differ.
 * The template is given the subject (its document's title).
 */
export async function renderMail(
  subject: string,
  template: (subject: string) => ReactElement,
): Promise<RenderedMail> {
  const html = await render(template(subject));
  return { subject, html, text: toPlainText(html, { selectors: headings }) };
}
