import type { Kysely } from "kysely";
import type { Migrations } from "../../database/migrations";

/** Each Shanghai reference price recorded, whichever way it came. */
interface ReferencePriceTable {
  /** Who published it: a provider's source, or the one an imported file names. */
  source: string;
  /** The Shanghai trading day it belongs to (YYYY-MM-DD). */
  date: string;
  /** When it was published, ms since the epoch. */
  as_of: number;
  /** Yuan per gram of Au99.99. */
  price: number;
  /** When this instance stored it (ISO 8601). */
  recorded_at: string;
}

declare module "../../database/schema" {
  interface ApiSchema {
    reference_prices: ReferencePriceTable;
  }
}

/**
 * Migration 0010: the Shanghai reference prices. The primary key (source, publication time) makes
 * recording idempotent: every instance may insert the same quote, an import may run twice.
 */
export const referenceMigrations: Migrations = () => ({
  "0010_reference_prices": {
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
  },
});
