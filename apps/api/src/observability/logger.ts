import pino, { type Logger, type LoggerOptions } from "pino";
import { maskEmailAddresses } from "./maskEmailAddresses";

/**
 * Keys whose values are never written, at the top of a logged object or one level down. The
 * code logs none of them (each event names ids and counts instead); this is the net under it.
 */
const secretKeys = [
  "authorization",
  "cookie",
  "email",
  "recipient",
  "replyTo",
  "reply_to",
  "to",
  "token",
  "adminToken",
  "solution",
  "password",
  "secret",
  "body",
  "html",
  "text",
];

/**
 * The API's one logger: a JSON line per event, so an operator's log store can search and count
 * them. Every notable event carries an `event` name (`price.fetch`, `outbox.send`, …) beside its
 * message; addresses, bodies, tokens and captcha solutions are never logged, and an error's
 * strings have any address in them masked (`maskEmailAddresses`).
 *
 * One instance per process (modules import it), because log lines belong to the process, not to
 * an app built in a test. `LOG_LEVEL` (default `info`; `silent` turns it off). Always JSON:
 * `pnpm start` and `pnpm --filter api dev` pipe it through pino-pretty for reading.
 */
export const logger: Logger = pino(loggerOptions(process.env.LOG_LEVEL ?? "info"));

/** The logger's settings; tests give them a stream of their own to read what gets written. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    base: { service: "api" },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: secretKeys.flatMap((key) => [key, `*.${key}`]),
      censor: "[redacted]",
    },
    hooks: {
      // The message too: the caller's, or the one pino takes from a logged error's message.
      logMethod(args, method) {
        const masked = args.map((arg: unknown) =>
          typeof arg === "string" ? maskEmailAddresses(arg) : arg,
        );
        const [first] = masked;
        const error = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
        if (error instanceof Error && typeof masked[1] !== "string")
          masked.splice(1, 0, maskEmailAddresses(error.message));
        return method.apply(this, masked as Parameters<typeof method>);
      },
    },
    serializers: {
      // Every string an error carries (message, stack, an SMTP `response`, a `rejected` list).
      err: (error: Error): unknown =>
        JSON.parse(maskEmailAddresses(JSON.stringify(pino.stdSerializers.err(error)))),
    },
  };
}
