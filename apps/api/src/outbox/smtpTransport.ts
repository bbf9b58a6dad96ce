import nodemailer from "nodemailer";

/** One message as it goes to the relay. */
export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
}

/** What the sender needs from a transport (nodemailer's, or a test's). */
export interface MailTransport {
  sendMail(message: OutgoingMail): Promise<unknown>;
  close(): void;
}

/** The DKIM key every message is signed with, for the domain of its From address. */
export interface DkimKey {
  selector: string;
  /** PEM (RSA or Ed25519). */
  privateKey: string;
}

/**
 * Headers the signature covers: the default set plus `List-Unsubscribe-Post`, which one-click
 * unsubscribe (RFC 8058) requires to be signed with `List-Unsubscribe`.
 */
const signedHeaders = [
  "From",
  "Sender",
  "Reply-To",
  "Subject",
  "Date",
  "Message-ID",
  "To",
  "Cc",
  "MIME-Version",
  "Content-Type",
  "Content-Transfer-Encoding",
  "List-Unsubscribe",
  "List-Unsubscribe-Post",
  "Auto-Submitted",
].join(":");

/**
 * Time limits on every SMTP step, so a stuck relay fails a delivery well inside the sender's lease
 * (the outbox's lease must stay longer than the slowest delivery these allow).
 */
const smtpTimeoutsMs = { connection: 10_000, greeting: 10_000, socket: 30_000 };

const domainOf = (from: string) => from.replace(/^.*@/, "").replace(/>.*$/, "").toLowerCase();

/**
 * Pooled SMTP to `SMTP_URL` (e.g. `smtps://user:pass@relay.example.com:465`), each message signed
 * with `dkim` for its From domain when a key is set (each brand's domain publishes the key).
 */
export function smtpTransport(url: string, connections: number, dkim?: DkimKey): MailTransport {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: connections,
    connectionTimeout: smtpTimeoutsMs.connection,
    greetingTimeout: smtpTimeoutsMs.greeting,
    socketTimeout: smtpTimeoutsMs.socket,
  });
  return {
    sendMail: (message) =>
      transport.sendMail({
        ...message,
        ...(dkim
          ? {
              dkim: {
                domainName: domainOf(message.from),
                keySelector: dkim.selector,
                privateKey: dkim.privateKey,
                headerFieldNames: signedHeaders,
              },
            }
          : {}),
      }),
    close: () => transport.close(),
  };
}
