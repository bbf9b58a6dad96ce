import { createPrivateKey } from "node:crypto";
import { readFileSync } from "node:fs";
import { portOf } from "@gw/workspace";
import type { OutboxSettings } from "../outbox/startOutboxSender";
import type { DkimKey } from "../outbox/smtpTransport";

export interface MailConfig extends OutboxSettings {
  /** The API's public address, for the links in e-mails (`API_PUBLIC_URL`). */
  publicUrl: string;
  /** Alerts one address may have waiting or active at once. */
  alertsPerAddress: number;
}

function positive(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * `DKIM_SELECTOR` with `DKIM_PRIVATE_KEY` (PEM; `\n` may stand for line breaks, as one-line
 * secrets often need) or `DKIM_PRIVATE_KEY_FILE`; none of them, no signing.
 */
function readDkim(env: Record<string, string | undefined>): DkimKey | undefined {
  const selector = env.DKIM_SELECTOR;
  const privateKey = env.DKIM_PRIVATE_KEY_FILE
    ? readFileSync(env.DKIM_PRIVATE_KEY_FILE, "utf8")
    : env.DKIM_PRIVATE_KEY?.replace(/\\n/g, "\n");
  if (!selector && !privateKey) return undefined;
  if (!selector || !privateKey)
    throw new Error("DKIM signing needs DKIM_SELECTOR and DKIM_PRIVATE_KEY (or _FILE) together");
  if (!/^[a-z0-9][a-z0-9._-]*$/i.test(selector))
    throw new Error("DKIM_SELECTOR must be a DNS label such as gw2026");
  try {
    createPrivateKey(privateKey);
  } catch {
    throw new Error("DKIM_PRIVATE_KEY is not a PEM private key");
  }
  return { selector, privateKey };
}

/** The e-mail settings, from the environment (docs/api.md, "E-mail", lists them). */
export function readMailConfig(
  env: Record<string, string | undefined>,
  apiPort: number,
): MailConfig {
  const smtpUrl = env.SMTP_URL || `smtp://127.0.0.1:${portOf("mailSmtp", env)}`;
  if (!/^smtps?:\/\//.test(smtpUrl)) throw new Error("SMTP_URL must be an smtp:// or smtps:// URL");
  const publicUrl = (env.API_PUBLIC_URL || `http://localhost:${apiPort}`).replace(/\/+$/, "");
  // One-click unsubscribe (RFC 8058) needs an https address; plain http is for this machine only.
  if (!/^https:\/\/|^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(publicUrl))
    throw new Error("API_PUBLIC_URL must be an https:// URL (http:// only for localhost)");
  return {
    smtpUrl,
    publicUrl,
    sending: env.OUTBOX_SENDER !== "off",
    pollMs: positive(env.OUTBOX_POLL_MS, 1000),
    // Longer than the slowest delivery smtpTimeoutsMs allow, with room to spare.
    leaseMs: positive(env.OUTBOX_LEASE_MS, 120_000),
    batch: positive(env.OUTBOX_BATCH, 5),
    maxAttempts: positive(env.OUTBOX_MAX_ATTEMPTS, 8),
    retry: {
      baseMs: positive(env.OUTBOX_RETRY_BASE_MS, 30_000),
      maxMs: positive(env.OUTBOX_RETRY_MAX_MS, 3_600_000),
    },
    alertsPerAddress: positive(env.PRICE_ALERTS_PER_ADDRESS, 5),
    dkim: readDkim(env),
  };
}
