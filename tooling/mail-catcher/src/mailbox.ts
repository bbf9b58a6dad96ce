import { randomUUID } from "node:crypto";
import type { HeaderValue, ParsedMail } from "mailparser";

/** One received message as the page and the JSON listing show it. */
export interface CaughtMessage {
  /** Position in this catcher's mailbox (1, 2, …); 0 until accepted. */
  id: number;
  messageId: string;
  from: string;
  /** The envelope's recipients (so Bcc shows too). */
  to: string[];
  subject: string;
  /** When the catcher accepted it first (ISO 8601). */
  receivedAt: string;
  text: string;
  html: string | null;
  /** Every header, by lower-case name (the last one wins when a name repeats). */
  headers: Record<string, string>;
  /** How many times it was delivered: more than 1 means the sender sent it again. */
  deliveries: number;
}

export interface Mailbox {
  /** Newest first; `to` keeps the messages sent to that address (case-insensitive). */
  messages(filter?: { to?: string }): CaughtMessage[];
  /** Every accepted delivery, redeliveries included. */
  deliveries(): number;
  clear(): void;
}

/**
 * A header as a reader sees it (encoded words decoded, addresses as written, dates in UTC);
 * undefined for what the parser folds elsewhere (`List-*`), whose raw line is shown instead.
 */
function decoded(value: HeaderValue | undefined): string | undefined {
  if (value === undefined || typeof value === "string") return value;
  if (value instanceof Date) return value.toUTCString();
  if (Array.isArray(value)) return value.map((one) => decoded(one)).join(", ");
  if ("text" in value && typeof value.text === "string") return value.text;
  if ("value" in value && typeof value.value === "string" && "params" in value)
    return [
      value.value,
      ...Object.entries(value.params).map(([name, param]) => `${name}=${param}`),
    ].join("; ");
  return undefined;
}

/** Enough for a load check; the oldest go first beyond it. */
const kept = 50_000;

/** The catcher's memory: one entry per Message-ID. */
export function mailbox() {
  const byMessageId = new Map<string, CaughtMessage>();
  let nextId = 1;
  let accepted = 0;

  return {
    read(parsed: ParsedMail, recipients: string[]): CaughtMessage {
      return {
        id: 0,
        // A message without a Message-ID cannot be a redelivery we could recognise.
        messageId: parsed.messageId ?? `<catcher-${randomUUID()}@localhost>`,
        from: parsed.from?.text ?? "",
        to: recipients,
        subject: parsed.subject ?? "",
        receivedAt: new Date().toISOString(),
        text: parsed.text ?? "",
        html: typeof parsed.html === "string" ? parsed.html : null,
        headers: Object.fromEntries(
          parsed.headerLines.map(({ key, line }) => [
            key,
            decoded(parsed.headers.get(key)) ?? line.slice(line.indexOf(":") + 1).trim(),
          ]),
        ),
        deliveries: 1,
      };
    },
    add(message: CaughtMessage) {
      accepted++;
      const known = byMessageId.get(message.messageId);
      if (known) {
        known.deliveries++;
        return;
      }
      byMessageId.set(message.messageId, { ...message, id: nextId++ });
      if (byMessageId.size > kept) byMessageId.delete(byMessageId.keys().next().value!);
    },
    messages({ to }: { to?: string } = {}) {
      const all = [...byMessageId.values()].reverse();
      if (!to) return all;
      const wanted = to.toLowerCase();
      return all.filter((message) => message.to.some((rcpt) => rcpt.toLowerCase() === wanted));
    },
    deliveries: () => accepted,
    clear() {
      byMessageId.clear();
      accepted = 0;
    },
  };
}
