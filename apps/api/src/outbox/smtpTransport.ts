import nodemailer from "nodemailer";

/** What the sender needs from a transport (nodemailer's, or a test's). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    replyTo?: string;
    subject: string;
    html: string;
    text: string;
    messageId: string;
    headers: Record<string, string>;
  }): Promise<unknown>;
  close(): void;
}

/**
 * Time limits on every SMTP step, so a stuck relay fails a delivery well inside the sender's lease
 * (the outbox's lease must stay longer than the slowest delivery these allow).
 */
const smtpTimeoutsMs = { connection: 10_000, greeting: 10_000, socket: 30_000 };

/** Pooled SMTP to `SMTP_URL` (e.g. `smtps://user:pass@relay.example.com:465`). */
export function smtpTransport(url: string, connections: number): MailTransport {
  return nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: connections,
    connectionTimeout: smtpTimeoutsMs.connection,
    greetingTimeout: smtpTimeoutsMs.greeting,
    socketTimeout: smtpTimeoutsMs.socket,
  });
}
