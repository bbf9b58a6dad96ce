import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { catcherWebApp } from "./catcherWebApp.ts";
import { mailbox, type CaughtMessage, type Mailbox } from "./mailbox.ts";

export type { CaughtMessage } from "./mailbox.ts";

export interface MailCatcherOptions {
  /** 0 picks a free port (tests). */
  smtpPort: number;
  webPort: number;
  /** Loopback by default: the catcher is for this machine only. */
  host?: string;
  /**
   * Runs after a message has been read and before the SMTP server accepts it. Throwing refuses it
   * with the error's `responseCode` (451 by default): tests use it to fail deliveries, or to hold
   * one while they stop the sender.
   */
  beforeAccept?: (message: CaughtMessage) => Promise<void> | void;
}

export interface MailCatcher extends Mailbox {
  smtpPort: number;
  webPort: number;
  /** The page listing received mail. */
  webUrl: string;
  close(): Promise<void>;
}

/**
 * A development SMTP server that keeps what it receives in memory, one entry per Message-ID (a
 * redelivery counts in `deliveries` instead of showing twice), with a page and a JSON listing.
 * Nothing it receives goes anywhere else.
 */
export async function startMailCatcher({
  smtpPort,
  webPort,
  host = "127.0.0.1",
  beforeAccept,
}: MailCatcherOptions): Promise<MailCatcher> {
  const box = mailbox();
  const smtp = new SMTPServer({
    authOptional: true,
    // No TLS: it listens on loopback only, and a self-signed certificate would make every client
    // need an exception.
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    size: 10 * 1024 * 1024,
    async onData(stream, session, callback) {
      try {
        const parsed = await simpleParser(stream);
        const message = box.read(
          parsed,
          session.envelope.rcptTo.map((rcpt) => rcpt.address),
        );
        await beforeAccept?.(message);
        box.add(message);
        callback();
      } catch (error) {
        const refusal = error instanceof Error ? error : new Error(String(error));
        (refusal as Error & { responseCode?: number }).responseCode ??= 451;
        callback(refusal);
      }
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once("error", reject);
    smtp.listen(smtpPort, host, () => resolve());
  });
  const web = await new Promise<Server>((resolve, reject) => {
    const server = serve({ fetch: catcherWebApp(box).fetch, port: webPort, hostname: host }, () =>
      resolve(server as Server),
    ) as Server;
    server.once("error", reject);
  });
  const boundSmtp = (smtp.server.address() as AddressInfo).port;
  const boundWeb = (web.address() as AddressInfo).port;
  return {
    messages: box.messages,
    deliveries: box.deliveries,
    clear: box.clear,
    smtpPort: boundSmtp,
    webPort: boundWeb,
    webUrl: `http://${host === "127.0.0.1" ? "localhost" : host}:${boundWeb}`,
    async close() {
      web.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => web.close(() => resolve())),
      ]);
    },
  };
}
