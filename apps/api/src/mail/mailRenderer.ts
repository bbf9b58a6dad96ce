import * as v from "valibot";
import type { OutboxMessage } from "../outbox/outboxStore";
import type { OutgoingMail } from "../outbox/smtpTransport";
import { mailI18n } from "./mailI18n";
import type { MailKind } from "./mailKind";
import { mailSender, mailVoiceOf } from "./mailVoice";

/**
 * A message rendered before migration 0007 and still waiting then: the migration kept what had
 * been rendered (links and all), and it goes out as it was.
 */
const renderedBefore0007 = v.object({
  prerendered: v.object({
    subject: v.string(),
    html: v.string(),
    text: v.string(),
    headers: v.record(v.string(), v.string()),
  }),
});

/** From, To, Reply-To and Message-ID: the row's, whatever its kind. */
function envelope(message: OutboxMessage) {
  return {
    from: mailSender(mailVoiceOf(message).brand),
    to: message.recipient,
    ...(message.reply_to ? { replyTo: message.reply_to } : {}),
    messageId: message.message_id,
  };
}

/**
 * Renders an outbox row as it goes out, by its kind's template, in its brand and language: from
 * the brand's support address, marked as automatic mail, with the kind's stop link as
 * `List-Unsubscribe` and `List-Unsubscribe-Post` (one-click, RFC 8058). A row of an unknown kind,
 * or whose fields do not fit its kind, throws (saying which, never what the fields hold).
 */
export function mailRenderer(kinds: readonly MailKind<unknown>[]) {
  const byKind = new Map(kinds.map((kind) => [kind.kind, kind]));

  return async function render(message: OutboxMessage): Promise<OutgoingMail> {
    if (message.fields === null) throw new Error("its fields were erased");
    const stored: unknown = JSON.parse(message.fields);
    const legacy = v.safeParse(renderedBefore0007, stored);
    if (legacy.success) return { ...envelope(message), ...legacy.output.prerendered };

    const kind = byKind.get(message.kind);
    if (!kind) throw new Error(`no template for the kind ${message.kind}`);
    const fields = v.safeParse(kind.fields, stored);
    if (!fields.success) throw new Error(`its fields do not fit the kind ${message.kind}`);
    const { brand, locale } = mailVoiceOf(message);
    const { stopUrl, ...content } = await kind.render(
      { i18n: mailI18n(locale), locale, brand },
      fields.output,
    );
    return {
      ...envelope(message),
      ...content,
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
  };
}
