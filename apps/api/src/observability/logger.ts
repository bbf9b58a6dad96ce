import pino, { type Logger } from "pino";

/**
 * The API's one logger: a JSON line per event, so an operator's log store can search and count
 * them. Every notable event carries an `event` name (`price.fetch`, `outbox.send`, …) beside its
 * message; addresses, bodies, tokens and captcha solutions are never logged.
 *
 * One instance per process (modules import it), because log lines belong to the process, not to
 * an app built in a test. `LOG_LEVEL` (default `info`; `silent` turns it off).
 */
export const logger: Logger = pino({
  level: process.env.LOG_LEVEL ?? "info",
  base: { service: "api" },
  timestamp: pino.stdTimeFunctions.isoTime,
});
