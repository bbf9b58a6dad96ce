import { sql, type Kysely } from "kysely";
import type { ApiDatabase } from "../database/openDatabase";
import type { ApiSchema } from "../database/schema";
import { sydneyDate } from "../features/analytics/sydneyDate";
import { monthsBefore as sameDayMonthsBefore } from "../prices/calendarDates";
import { logger } from "../observability/logger";
import { retentionEveryMs, retentionPeriods as periods } from "./retentionPeriods";

/** Names "the retention job" among the database's advisory locks (any fixed number would do). */
export const retentionLockKey = 4_711_033;

const dayMs = 24 * 60 * 60_000;

/** What one run deleted, per kind of record. */
export type RetentionCounts = Record<
  | "contactRequests"
  | "endedMessages"
  | "endedAlerts"
  | "unconfirmedAlerts"
  | "cancelledSubscriptions"
  | "unconfirmedSubscriptions"
  | "unconfirmedMailRecipients"
  | "idempotencyKeys"
  | "dailyCounts"
  | "countBatches",
  number
>;

async function deleteAll(trx: Kysely<ApiSchema>, at: Date): Promise<RetentionCounts> {
  const before = (days: number) => new Date(at.getTime() - days * dayMs).toISOString();
  const monthsBefore = new Date(at);
  monthsBefore.setUTCMonth(monthsBefore.getUTCMonth() - periods.contactRequestsMonths);
  const count = async (query: { executeTakeFirst(): Promise<{ numDeletedRows: bigint }> }) =>
    Number((await query.executeTakeFirst()).numDeletedRows);

  return {
    contactRequests: await count(
      trx.deleteFrom("contact_requests").where("created_at", "<", monthsBefore.toISOString()),
    ),
    endedMessages: await count(
      trx
        .deleteFrom("outbox_messages")
        .where("state", "in", ["sent", "failed", "withdrawn"])
        .where("created_at", "<", before(periods.endedMessagesDays)),
    ),
    endedAlerts: await count(
      trx
        .deleteFrom("price_alerts")
        .where("state", "in", ["triggered", "cancelled"])
        .where("ended_at", "<", before(periods.endedAlertsDays)),
    ),
    unconfirmedAlerts: await count(
      trx
        .deleteFrom("price_alerts")
        .where("state", "=", "pending")
        .where("created_at", "<", before(periods.unconfirmedSignUpsDays)),
    ),
    cancelledSubscriptions: await count(
      trx
        .deleteFrom("email_subscriptions")
        .where("state", "=", "unsubscribed")
        .where("unsubscribed_at", "<", before(periods.cancelledSubscriptionsDays)),
    ),
    unconfirmedSubscriptions: await count(
      trx
        .deleteFrom("email_subscriptions")
        .where("state", "=", "pending")
        .where("confirmation_sent_at", "<", before(periods.unconfirmedSignUpsDays)),
    ),
    unconfirmedMailRecipients: await count(
      trx
        .deleteFrom("unconfirmed_mail_recipients")
        .where("last_sent_at", "<=", before(periods.unconfirmedMailRecipientsDays)),
    ),
    idempotencyKeys: await count(
      trx
        .deleteFrom("idempotency_keys")
        .where("created_at", "<", before(periods.idempotencyKeysDays)),
    ),
    dailyCounts: await count(
      trx
        .deleteFrom("analytics_daily_counts")
        .where("date", "<", sameDayMonthsBefore(sydneyDate(at), periods.dailyCountsMonths)),
    ),
    countBatches: await count(
      trx
        .deleteFrom("analytics_flushes")
        .where("flushed_at", "<", before(periods.countBatchesDays)),
    ),
  };
}

/**
 * Deletes what the retention periods say is no longer needed, in one transaction. On PostgreSQL
 * only one instance runs it at a time (a transaction-scoped advisory lock: another instance that
 * finds it taken skips this round and resolves to undefined).
 */
export async function runRetention(
  { db, engine }: ApiDatabase,
  now: () => Date = () => new Date(),
): Promise<RetentionCounts | undefined> {
  return db.transaction().execute(async (trx) => {
    if (engine === "postgres") {
      const { rows } = await sql<{
        locked: boolean;
      }>`SELECT pg_try_advisory_xact_lock(${retentionLockKey}) AS locked`.execute(trx);
      if (!rows[0]?.locked) return undefined;
    }
    return deleteAll(trx, now());
  });
}

/** Runs the job in this process now and then every `everyMs`; `stop` waits for a run under way. */
export function startRetention(
  database: ApiDatabase,
  { everyMs = retentionEveryMs, now = () => new Date() } = {},
) {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    running = runRetention(database, now)
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
