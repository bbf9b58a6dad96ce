import { startMailCatcher, type CaughtMessage } from "@gw/mail-catcher";
import { contactAcknowledgement } from "../features/contact/contactAcknowledgementMail";
import { renderFeatureMail } from "../features";
import { outboxSender } from "../outbox/outboxSender";
import { outboxStore, type OutboxDraft, type OutboxMessage } from "../outbox/outboxStore";
import { smtpTransport } from "../outbox/smtpTransport";
import type { TestApi } from "./testApi";

export interface TestOutboxOptions {
  beforeAccept?: (message: CaughtMessage) => Promise<void> | void;
  maxAttempts?: number;
  leaseMs?: number;
  instance?: string;
}

/**
 * A real SMTP catcher and an outbox sender on the test API's database and clock, so a test can
 * deliver what a request queued and read it as a mailbox would.
 */
export async function testOutbox(api: TestApi, options: TestOutboxOptions = {}) {
  const catcher = await startMailCatcher({
    smtpPort: 0,
    webPort: 0,
    beforeAccept: options.beforeAccept,
  });
  const transport = smtpTransport(`smtp://127.0.0.1:${catcher.smtpPort}`, 2);
  const store = outboxStore(api.db, () => new Date(api.clock.now));
  const newSender = (instance = options.instance ?? "test") =>
    outboxSender({
      store,
      instance,
      transport,
      render: renderFeatureMail,
      leaseMs: options.leaseMs ?? 60_000,
      pollMs: 20,
      batch: 5,
      maxAttempts: options.maxAttempts ?? 3,
      retry: { baseMs: 60_000, maxMs: 600_000 },
      now: () => new Date(api.clock.now),
    });
  const sender = newSender();

  return {
    catcher,
    store,
    sender,
    newSender,
    /** Every outbox row, oldest first. */
    rows: (): Promise<OutboxMessage[]> =>
      api.db.db.selectFrom("outbox_messages").selectAll().orderBy("id").execute(),
    /** Delivers whatever is due now, claim after claim, until nothing is. */
    async deliverDue() {
      while ((await sender.deliverDue()) > 0);
    },
    /** The mail one address received, newest first. */
    mailTo: (address: string) => catcher.messages({ to: address }),
    async close() {
      transport.close();
      await catcher.close();
    },
  };
}

export type TestOutbox = Awaited<ReturnType<typeof testOutbox>>;

/** The first link in a message's text that starts with `prefix`. */
export function linkIn(message: CaughtMessage, prefix: string): string {
  const found = message.text.match(new RegExp(`${prefix.replace(/[.?/]/g, "\\$&")}[^\\s\\]]+`));
  if (!found) throw new Error(`No link to ${prefix} in "${message.subject}"`);
  return found[0];
}

/** Message `n` of a test's queue: an acknowledgement whose Message-ID starts with `idPrefix`. */
export function testOutboxDraft(n: number, idPrefix = "message"): OutboxDraft {
  return {
    messageId: `<${idPrefix}-${n}@test.goldwattle.com>`,
    kind: contactAcknowledgement.kind,
    brand: "main",
    locale: "en",
    recipient: `reader-${n}@example.com`,
    fields: JSON.stringify({ site: `site-${n}.example.com` }),
  };
}
