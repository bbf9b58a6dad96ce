import { randomUUID } from "node:crypto";
import { logger } from "../observability/logger";
import { maskEmailAddresses } from "../observability/maskEmailAddresses";
import { outboxDeliveries } from "./outboxMetrics";
import type { OutboxMessage, OutboxStore } from "./outboxStore";
import { retryDelay } from "./retryDelay";
import type { MailTransport, OutgoingMail } from "./smtpTransport";

export interface OutboxSenderOptions {
  store: OutboxStore;
  /** Names this sender in the rows it holds (`host:pid`), so a stuck claim can be traced. */
  instance: string;
  transport: MailTransport;
  /** The message as it goes out, rendered from the row's fields; a throw fails it for good. */
  render: (message: OutboxMessage) => Promise<OutgoingMail>;
  /** How long a claim holds its rows; must outlast the slowest delivery (see smtpTimeoutsMs). */
  leaseMs: number;
  /** How often an idle sender looks for due messages. */
  pollMs: number;
  /** Messages per claim (the transport's connections send them side by side). */
  batch: number;
  /** Deliveries tried before a message is recorded as failed. */
  maxAttempts: number;
  retry: { baseMs: number; maxMs: number };
  now?: () => Date;
}

/** An SMTP answer in the 500s (mailbox unknown, refused): trying again cannot help. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

function describe(error: unknown): string {
  const { responseCode, code, message } = error as {
    responseCode?: number;
    code?: string;
    message?: string;
  };
  return [responseCode ?? code, message ?? String(error)].filter(Boolean).join(" ").slice(0, 1000);
}

/**
 * Delivers the outbox: claims due rows, sends each with its fixed Message-ID, then records it as
 * sent, to retry (with backoff) or failed. Any number of senders may run on one PostgreSQL
 * database; see docs/api.md, "E-mail", for exactly what is guaranteed when one dies mid-send.
 */
export function outboxSender({
  store,
  instance,
  transport,
  render,
  leaseMs,
  pollMs,
  batch,
  maxAttempts,
  retry,
  now = () => new Date(),
}: OutboxSenderOptions) {
  let stopped = false;
  let wakeUp: (() => void) | undefined;
  let loop: Promise<void> | undefined;

  async function deliver(message: OutboxMessage, owner: string) {
    let mail: OutgoingMail;
    try {
      mail = await render(message);
    } catch (error) {
      // Rendering again cannot help: the row or its template is wrong.
      const reason = `not rendered: ${describe(error)}`;
      logger.error(
        { event: "outbox.fail", messageId: message.message_id, kind: message.kind, reason },
        "Outbox message could not be rendered; failed for good",
      );
      outboxDeliveries.failed.inc();
      await store.markFailed(message.id, owner, reason);
      return;
    }
    try {
      await transport.sendMail(mail);
    } catch (error) {
      const reason = describe(error);
      const event = {
        messageId: message.message_id,
        kind: message.kind,
        attempts: message.attempts,
        // An SMTP refusal often quotes the recipient.
        reason: maskEmailAddresses(reason),
      };
      if (isPermanent(error) || message.attempts >= maxAttempts) {
        logger.error({ event: "outbox.fail", ...event }, "Outbox message failed for good");
        outboxDeliveries.failed.inc();
        await store.markFailed(message.id, owner, reason);
      } else {
        const wait = retryDelay(message.attempts, retry);
        logger.warn(
          { event: "outbox.retry", ...event, retryInMs: wait },
          "Outbox delivery failed; will retry",
        );
        outboxDeliveries.retried.inc();
        await store.markRetry(message.id, owner, reason, new Date(now().getTime() + wait));
      }
      return;
    }
    outboxDeliveries.sent.inc();
    const sent = {
      event: "outbox.send",
      messageId: message.message_id,
      kind: message.kind,
      attempts: message.attempts,
    };
    if (await store.markSent(message.id, owner)) logger.info(sent, "Outbox message sent");
    else logger.warn(sent, "Outbox message sent after its lease ran out");
  }

  /** One claim's worth; resolves to how many messages it took. */
  async function deliverDue(): Promise<number> {
    const owner = `${instance}/${randomUUID()}`;
    const claimed = await store.claim(owner, batch, leaseMs);
    await Promise.all(claimed.map((message) => deliver(message, owner)));
    return claimed.length;
  }

  function pause(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  return {
    deliverDue,
    /** Runs until `stop`: straight on while there is a backlog, every `pollMs` when idle. */
    start() {
      loop ??= (async () => {
        while (!stopped) {
          let taken = 0;
          try {
            taken = await deliverDue();
          } catch (error) {
            logger.error(
              { event: "outbox.claim_failed", err: error },
              "Outbox: could not claim messages",
            );
          }
          if (taken < batch && !stopped) await pause(pollMs);
        }
      })();
    },
    /** Looks for due messages now (after a request wrote some) instead of at the next poll. */
    wake() {
      wakeUp?.();
    },
    /** Claims nothing more and waits for the deliveries under way. */
    async stop() {
      stopped = true;
      wakeUp?.();
      await loop;
    },
  };
}
