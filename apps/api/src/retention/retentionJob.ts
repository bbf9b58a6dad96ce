import { sql } from "kysely";
import type { ApiDatabase } from "../database/openDatabase";
import { logger } from "../observability/logger";
import { retentionEveryMs } from "./retentionPeriods";
import type { RetentionRules } from "./retentionRules";

/** Names "the retention job" among the database's advisory locks (any fixed number would do). */
export const retentionLockKey = 4_711_033;

/** What one run deleted, by the name of each rule. */
export type RetentionCounts = Record<string, number>;

/**
 * Deletes what the modules' rules say is no longer needed, in one transaction. On PostgreSQL
 * only one instance runs it at a time (a transaction-scoped advisory lock: another instance that
 * finds it taken skips this round and resolves to undefined).
 */
export async function runRetention(
  { db, engine }: ApiDatabase,
  rules: RetentionRules,
  now: () => Date = () => new Date(),
): Promise<RetentionCounts | undefined> {
  return db.transaction().execute(async (trx) => {
    if (engine === "postgres") {
      const { rows } = await sql<{
        locked: boolean;
      }>`SELECT pg_try_advisory_xact_lock(${retentionLockKey}) AS locked`.execute(trx);
      if (!rows[0]?.locked) return undefined;
    }
    const at = now();
    const deleted: RetentionCounts = {};
    for (const [name, rule] of Object.entries(rules)) deleted[name] = await rule(trx, at);
    return deleted;
  });
}

/** Runs the job in this process now and then every `everyMs`; `stop` waits for a run under way. */
export function startRetention(
  database: ApiDatabase,
  rules: RetentionRules,
  { everyMs = retentionEveryMs, now = () => new Date() } = {},
) {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    running = runRetention(database, rules, now)
      .then((deleted) =>
        logger.info(
          { event: "retention.run", deleted: deleted ?? "another instance is running it" },
          "Retention ran",
        ),
      )
      .catch((err: unknown) =>
        logger.error({ event: "retention.failed", err }, "Retention failed; next run retries"),
      )
      .finally(() => {
        if (timer) timer = setTimeout(run, everyMs).unref();
      });
  };
  timer = setTimeout(run, 0).unref();
  return {
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
