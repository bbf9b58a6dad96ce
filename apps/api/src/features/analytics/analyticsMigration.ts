import { sql, type Kysely, type Migration } from "kysely";

/** The dimensions, in the primary key's order (the day first: reports and retention read by it). */
export const countDimensions = [
  "date",
  "site",
  "event",
  "page",
  "language",
  "source",
  "medium",
  "campaign",
  "device",
] as const;

/** Migration 0011: the daily counts and the batches written into them. */
export const analyticsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const text = "text";
    await db.schema
      .createTable("analytics_daily_counts")
      .addColumn("date", text, (column) => column.notNull())
      .addColumn("site", text, (column) => column.notNull())
      .addColumn("event", text, (column) => column.notNull())
      .addColumn("page", text, (column) => column.notNull())
      .addColumn("language", text, (column) => column.notNull())
      .addColumn("source", text, (column) => column.notNull())
      .addColumn("medium", text, (column) => column.notNull())
      .addColumn("campaign", text, (column) => column.notNull())
      .addColumn("device", text, (column) => column.notNull())
      .addColumn("count", "bigint", (column) => column.notNull())
      .addPrimaryKeyConstraint("analytics_daily_counts_pk", [...countDimensions])
      .execute();
    await db.schema
      .createTable("analytics_flushes")
      .addColumn("id", text, (column) => column.primaryKey())
      .addColumn("flushed_at", text, (column) => column.notNull())
      .execute();
    await sql`CREATE INDEX analytics_flushes_flushed_at ON analytics_flushes (flushed_at)`.execute(
      db,
    );
  },
};
