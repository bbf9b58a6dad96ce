import { sql, type Kysely, type Migration } from "kysely";
import type { DatabaseEngine } from "../../database/openDatabase";

/**
 * What each quote's check reads (`alertStore.crossedBy`): an index of the active alerts only, by
 * metal, currency, direction and target, so "above a target it rose past" and "below one it fell
 * under" are two range scans over the few alerts a quote crosses, where `price_alerts_watch`
 * (state, metal, currency) made it read every active alert on the metal and currency.
 *
 * On PostgreSQL the table also gets no parallel workers: the planner takes direction and target
 * as independent, so it expects tens of thousands of crossed alerts where a quiet tick finds
 * none, and would start workers costing some 40 ms for 0.03 ms of work. Nothing read from this
 * table is large enough for workers to help. Figures: `pnpm --filter api bench:alerts`
 * (docs/operations.md). `price_alerts_watch` stays, for counting the active alerts and listing
 * their currencies.
 */
export async function addAlertCheckIndex(db: Kysely<unknown>, engine: DatabaseEngine) {
  await sql`CREATE INDEX price_alerts_crossing ON price_alerts (metal, currency, direction, target_cents) WHERE state = 'active'`.execute(
    db,
  );
  if (engine === "postgres")
    await sql`ALTER TABLE price_alerts SET (parallel_workers = 0)`.execute(db);
}

/** Migration 0008 (issue 32). */
export function alertCheckIndexMigration(engine: DatabaseEngine): Migration {
  return { up: (db: Kysely<unknown>) => addAlertCheckIndex(db, engine) };
}
