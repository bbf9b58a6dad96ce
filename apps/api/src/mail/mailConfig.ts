import { portOf } from "@gw/workspace";

export interface MailConfig {
  /** Where e-mail goes: `SMTP_URL`, by default this checkout's mail catcher. */
  smtpUrl: string;
  /** The API's public address, for the links in e-mails (`API_PUBLIC_URL`). */
  publicUrl: string;
  /** `OUTBOX_SENDER=off` keeps an instance from sending (messages still queue). */
  sending: boolean;
  pollMs: number;
  leaseMs: number;
  batch: number;
  maxAttempts: number;
  retry: { baseMs: number; maxMs: number };
  /** Alerts one address may have waiting or active at once. */
  alertsPerAddress: number;
}

function positive(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** The e-mail settings, from the environment (docs/api.md, "E-mail", lists them). */
export function readMailConfig(
  env: Record<string, string | undefined>,
  apiPort: number,
): MailConfig {
  const smtpUrl = env.SMTP_URL || `smtp://127.0.0.1:${portOf("mailSmtp", env)}`;
  if (!/^smtps?:\/\//.test(smtpUrl)) throw new Error("SMTP_URL must be an smtp:// or smtps:// URL");
  const publicUrl = (env.API_PUBLIC_URL || `http://localhost:${apiPort}`).replace(/\/+$/, "");
  if (!/^https?:\/\//.test(publicUrl)) throw new Error("API_PUBLIC_URL must be an http(s) URL");
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
  };
}
