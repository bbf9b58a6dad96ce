import type { HistoryPoint, PriceCurrency, PriceMetal } from "@gw/api-client/schemas";
import type { ApiDatabase } from "../../database/openDatabase";

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
  };
}

export type CloseStore = ReturnType<typeof closeStore>;

/** One series from several sources, each day from one of them, and the first day it holds. */
export interface CloseSeries {
  points: HistoryPoint[];
  /** Which source each point came from, parallel to `points`. */
  sourceOf: string[];
  /** The first day with a close, whatever the range (undefined when there is none). */
  since: string | undefined;
}

/**
 * A metal's closes in a currency from sources in order of preference: a source fills only the
 * days before the first or after the last day held by every source before it, so sources follow
 * one another and never interleave inside each other's span.
 */
export async function readSeries(
  { db }: ApiDatabase,
  sources: readonly string[],
  metal: PriceMetal,
  currency: PriceCurrency,
  from: string | undefined,
): Promise<CloseSeries> {
  if (sources.length === 0) return { points: [], sourceOf: [], since: undefined };
  const spans = await db
    .selectFrom("price_closes")
    .select((eb) => ["source", eb.fn.min("date").as("first"), eb.fn.max("date").as("last")])
    .where("metal", "=", metal)
    .where("currency", "=", currency)
    .where("source", "in", sources)
    .groupBy("source")
    .execute();
  const spanOf = new Map(spans.map((span) => [span.source, span]));
  // Each source's own days: outside the hull of the sources before it.
  const allowed = new Map<string, (date: string) => boolean>();
  let hull: { first: string; last: string } | undefined;
  for (const source of sources) {
    const span = spanOf.get(source);
    if (!span) continue;
    const before = hull;
    allowed.set(source, (date) => !before || date < before.first || date > before.last);
    hull = before
      ? {
          first: span.first < before.first ? span.first : before.first,
          last: span.last > before.last ? span.last : before.last,
        }
      : { first: span.first, last: span.last };
  }
  let query = db
    .selectFrom("price_closes")
    .select(["source", "date", "close"])
    .where("metal", "=", metal)
    .where("currency", "=", currency)
    .where("source", "in", [...allowed.keys()]);
  if (from) query = query.where("date", ">=", from);
  const rows = allowed.size ? await query.orderBy("date").execute() : [];
  const kept = rows.filter((row) => allowed.get(row.source)!(row.date));
  return {
    points: kept.map(({ date, close }) => ({ date, close })),
    sourceOf: kept.map((row) => row.source),
    since: hull?.first,
  };
}
