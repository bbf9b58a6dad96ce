import { sql, type Kysely, type Migration } from "kysely";

/**
 * The index each quote's check reads (`alertStore.crossedBy`): active alerts only, ordered by
 * metal, currency, direction and target, so "above a target it rose past" and "below one it
 * fell under" are two range scans over the few alerts a quote crosses. The older
 * `price_alerts_watch` (state, metal, currency) made the check read every active alert on the
 * metal and currency: about 230 ms for one quote at 1,000,000 alerts on PostgreSQL, against
 * under a millisecond with this one (`pnpm --filter api bench:alerts`, docs/operations.md). Both
 * engines support partial indexes. `price_alerts_watch` stays for counting the active alerts and
 * listing their currencies.
 */
export const alertCheckIndex = sql`CREATE INDEX price_alerts_crossing ON price_alerts (metal, currency, direction, target_cents) WHERE state = 'active'`;

/** Migration 0008 (issue 32). */
export const alertCheckIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await alertCheckIndex.execute(db);
  },
};
