import { hostname } from "node:os";
import { outboxSender, type OutboxSenderOptions } from "./outboxSender";
import type { OutboxStore } from "./outboxStore";
import { smtpTransport, type DkimKey } from "./smtpTransport";
import { whenIdle } from "./whenIdle";

/** What starting a sender takes from the e-mail settings (docs/api.md, "E-mail"). */
export interface OutboxSettings extends Pick<
  OutboxSenderOptions,
  "leaseMs" | "pollMs" | "batch" | "maxAttempts" | "retry"
> {
  smtpUrl: string;
  /** `OUTBOX_SENDER=off` keeps an instance from sending (messages still queue). */
  sending: boolean;
  dkim: DkimKey | undefined;
}

/**
 * This instance's sender over SMTP (unless `OUTBOX_SENDER=off`); it renders each message once the
 * process answers no request (`busy`), or after 2 s. `stop` lets deliveries finish.
 */
export function startOutboxSender(
  store: OutboxStore,
  config: OutboxSettings,
  render: OutboxSenderOptions["render"],
  busy: () => boolean,
) {
  if (!config.sending) return { wake() {}, async stop() {} };
  const transport = smtpTransport(config.smtpUrl, config.batch, config.dkim);
  const sender = outboxSender({
    store,
    instance: `${hostname()}:${process.pid}`,
    transport,
    render: async (message) => {
      await whenIdle(busy);
      return render(message);
    },
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
