import { randomUUID } from "node:crypto";
import type { BrandConfig } from "@gw/brands";
import type { Locale } from "@gw/i18n/locales";
import type { OutboxDraft } from "../outbox/outboxStore";
import type { MailKind } from "./mailKind";

export interface MailDraftInput<Fields> {
  kind: MailKind<Fields>;
  brand: BrandConfig;
  locale: Locale;
  to: string;
  replyTo?: string;
  /** What the template needs; kept only until the message is sent, fails or is withdrawn. */
  fields: Fields;
  /** What an unsubscribe withdraws while the message waits. */
  topic?: string;
}

/** An outbox row for an e-mail the sender will render, with its own Message-ID. */
export function mailDraft<Fields>({
  kind,
  brand,
  locale,
  to,
  replyTo,
  fields,
  topic,
}: MailDraftInput<Fields>): OutboxDraft {
  return {
    messageId: `<${randomUUID()}@${brand.domains.site}>`,
    kind: kind.kind,
    brand: brand.id,
    locale,
    recipient: to,
    replyTo,
    fields: JSON.stringify(fields),
    topic,
  };
}
