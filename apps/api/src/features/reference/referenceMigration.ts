import type { Kysely, Migration } from "kysely";

/**
 * Migration 0009: the Shanghai reference prices. The primary key (source, publication time) makes
 * recording idempotent: every instance may insert the same quote, an import may run twice.
 */
export const referencePriceMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("reference_prices")
      .addColumn("source", "text", (column) => column.notNull())
      .addColumn("date", "text", (column) => column.notNull())
      .addColumn("as_of", "bigint", (column) => column.notNull())
      .addColumn("price", "double precision", (column) => column.notNull())
      .addColumn("recorded_at", "text", (column) => column.notNull())
      .addPrimaryKeyConstraint("reference_prices_pk", ["source", "as_of"])
      .execute();
  },
};
