import { randomUUID } from "node:crypto";
import type { Locale } from "@gw/i18n/locales";
import type { OutboxDraft } from "../outbox/outboxStore";
import type { BrandConfig } from "@gw/brands";
import type { RenderedMail } from "./renderMail";

export interface MailDraftInput {
  kind: string;
  brand: BrandConfig;
  locale: Locale;
  to: string;
  replyTo?: string;
  rendered: RenderedMail;
  /** What an unsubscribe withdraws while the message waits. */
  topic?: string;
  /** The link that stops this kind of e-mail: mail clients offer it as "Unsubscribe" (RFC 8058). */
  stopUrl?: string;
}

/** An outbox row for a rendered e-mail, from the brand's support address, with its own Message-ID. */
export function mailDraft({
  kind,
  brand,
  locale,
  to,
  replyTo,
  rendered,
  topic,
  stopUrl,
}: MailDraftInput): OutboxDraft {
  return {
    messageId: `<${randomUUID()}@${brand.domains.site}>`,
    kind,
    brand: brand.id,
    locale,
    sender: `"${brand.name}" <${brand.email}>`,
    recipient: to,
    replyTo,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    topic,
    headers: {
      // Automatic mail: out-of-office replies must not answer it (RFC 3834).
      "Auto-Submitted": "auto-generated",
      ...(stopUrl
        ? {
            "List-Unsubscribe": `<${stopUrl}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          }
        : {}),
    },
  };
}
