import { hostname } from "node:os";
import type { ApiDatabase } from "../database/openDatabase";
import type { MailConfig } from "../mail/mailConfig";
import { outboxSender } from "./outboxSender";
import { outboxStore } from "./outboxStore";
import { smtpTransport } from "./smtpTransport";

/** This instance's sender over SMTP (unless `OUTBOX_SENDER=off`); `stop` lets deliveries finish. */
export function startOutboxSender(db: ApiDatabase, config: MailConfig) {
  if (!config.sending) return { wake() {}, async stop() {} };
  const transport = smtpTransport(config.smtpUrl, config.batch);
  const sender = outboxSender({
    store: outboxStore(db),
    instance: `${hostname()}:${process.pid}`,
    transport,
    leaseMs: config.leaseMs,
    pollMs: config.pollMs,
    batch: config.batch,
    maxAttempts: config.maxAttempts,
    retry: config.retry,
  });
  sender.start();
  return {
    wake: sender.wake,
    async stop() {
      await sender.stop();
      transport.close();
    },
  };
}
