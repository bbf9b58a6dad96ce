import type { Kysely, Migration } from "kysely";

/**
 * Issue 31: one price feed for every instance. The latest quote per currency and the leases that
 * name the one instance fetching it, each provider's daily calls and backoff, and an index that
 * reads a metal's closes across their sources (each close keeps the source it came from).
 */
export const priceSharingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("price_quotes")
      .addColumn("currency", "text", (column) => column.primaryKey())
      .addColumn("source", "text", (column) => column.notNull())
      .addColumn("as_of", "bigint", (column) => column.notNull())
      .addColumn("metals", "text", (column) => column.notNull())
      .addColumn("received_at", "bigint", (column) => column.notNull())
      .execute();
    await db.schema
      .createTable("price_leases")
      .addColumn("name", "text", (column) => column.primaryKey())
      .addColumn("holder", "text", (column) => column.notNull())
      .addColumn("expires_at", "bigint", (column) => column.notNull())
      .execute();
    await db.schema
      .createTable("price_provider_usage")
      .addColumn("provider", "text", (column) => column.primaryKey())
      .addColumn("day", "text", (column) => column.notNull())
      .addColumn("calls", "integer", (column) => column.notNull())
      .addColumn("failures", "integer", (column) => column.notNull())
      .addColumn("blocked_until", "bigint", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("price_closes_series")
      .on("price_closes")
      .columns(["metal", "currency", "date"])
      .execute();
  },
};
