import type { HistoryPoint, PriceCurrency, PriceMetal } from "@gw/api-client/schemas";
import type { ApiDatabase } from "../database/openDatabase";

export interface CloseKey {
  source: string;
  metal: PriceMetal;
  currency: PriceCurrency;
}

/** Rows per INSERT: well under both engines' limits on bound parameters. */
const rowsPerInsert = 500;

/** Recorded daily closes (table `price_closes`), shared by every instance on the database. */
export function closeStore({ db }: ApiDatabase, now: () => number = Date.now) {
  return {
    /**
     * Stores closes idempotently: a day already recorded (by this or any instance) keeps its
     * first close, so recording the same day again, even concurrently, adds nothing.
     */
    async record(key: CloseKey, points: readonly HistoryPoint[]) {
      const recordedAt = new Date(now()).toISOString();
      for (let start = 0; start < points.length; start += rowsPerInsert) {
        await db
          .insertInto("price_closes")
          .values(
            points
              .slice(start, start + rowsPerInsert)
              .map(({ date, close }) => ({ ...key, date, close, recorded_at: recordedAt })),
          )
          .onConflict((conflict) =>
            conflict.columns(["source", "metal", "currency", "date"]).doNothing(),
          )
          .execute();
      }
    },

    /** Which of the days from `from` to `to` already have a close. */
    async recordedDates(key: CloseKey, from: string, to: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom("price_closes")
        .select("date")
        .where("source", "=", key.source)
        .where("metal", "=", key.metal)
        .where("currency", "=", key.currency)
        .where("date", ">=", from)
        .where("date", "<=", to)
        .execute();
      return new Set(rows.map((row) => row.date));
    },

    /** Closes from `from` (or the first) to the latest, oldest first. */
    async read(key: CloseKey, from: string | undefined): Promise<HistoryPoint[]> {
      let query = db
        .selectFrom("price_closes")
        .select(["date", "close"])
        .where("source", "=", key.source)
        .where("metal", "=", key.metal)
        .where("currency", "=", key.currency);
      if (from) query = query.where("date", ">=", from);
      return query.orderBy("date").execute();
    },
  };
}

export type CloseStore = ReturnType<typeof closeStore>;
