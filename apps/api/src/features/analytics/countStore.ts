import { sql } from "kysely";
import type { ApiDatabase } from "../../database/openDatabase";
import { countDimensions } from "./analyticsMigration";
import { keyOf, type CountRow } from "./countBuffer";

/** Rows per statement: ten parameters each, well under either engine's limit. */
const rowsPerStatement = 1_000;

/** A batch of counts an instance took from memory, named so that it is written once. */
export interface CountBatch {
  id: string;
  rows: readonly CountRow[];
}

/** The daily counts in the database: written in batches, read by the report, pruned by retention. */
export function countStore({ db }: ApiDatabase, now: () => Date) {
  return {
    /**
     * Adds a batch's counts (`count = count + excluded.count`) in one transaction with its id, and
     * does nothing for a batch already written. Rows go in the key's order, so two instances
     * writing the same rows take their locks in the same order and never deadlock.
     * @returns whether this call wrote it
     */
    async write(batch: CountBatch): Promise<boolean> {
      const rows = [...batch.rows].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
      return db.transaction().execute(async (trx) => {
        const first = await trx
          .insertInto("analytics_flushes")
          .values({ id: batch.id, flushed_at: now().toISOString() })
          .onConflict((conflict) => conflict.column("id").doNothing())
          .returning("id")
          .execute();
        if (first.length === 0) return false;
        for (let start = 0; start < rows.length; start += rowsPerStatement) {
          await trx
            .insertInto("analytics_daily_counts")
            .values(rows.slice(start, start + rowsPerStatement))
            .onConflict((conflict) =>
              conflict.columns([...countDimensions]).doUpdateSet({
                count: sql<number>`analytics_daily_counts.count + excluded.count`,
              }),
            )
            .execute();
        }
        return true;
      });
    },

    /** Every row from `from` to `to` (business days, both included), in the key's order. */
    async daily(from: string, to: string): Promise<CountRow[]> {
      let query = db
        .selectFrom("analytics_daily_counts")
        .selectAll()
        .where("date", ">=", from)
        .where("date", "<=", to);
      for (const column of countDimensions) query = query.orderBy(column);
      const rows = await query.execute();
      return rows.map((row) => ({ ...row, count: Number(row.count) }));
    },
  };
}

export type CountStore = ReturnType<typeof countStore>;
