import type { Kysely } from "kysely";
import type { Migrations } from "../../database/migrations";
import { priceSharingMigration } from "./priceSharingMigration";

/** Daily closes per price source, metal, currency and trading day (one row each, never two). */
interface PriceCloseTable {
  source: string;
  metal: string;
  currency: string;
  date: string;
  close: number;
  recorded_at: string;
}

/** The latest accepted quote per currency, written by whichever instance fetched it. */
interface PriceQuoteTable {
  currency: string;
  source: string;
  /** The quote's own time, ms since the epoch. */
  as_of: number;
  /** Both metals' bid, ask and previous close, as JSON. */
  metals: string;
  received_at: number;
}

/** Each provider's calls on one UTC day, and how long it must be left alone (backoff). */
interface PriceProviderUsageTable {
  provider: string;
  day: string;
  calls: number;
  /** Failures in a row since the last good answer. */
  failures: number;
  /** No call before this instant (Retry-After or backoff), ms since the epoch. */
  blocked_until: number;
}

declare module "../../database/schema" {
  interface ApiSchema {
    price_closes: PriceCloseTable;
    price_quotes: PriceQuoteTable;
    price_provider_usage: PriceProviderUsageTable;
  }
}

/**
 * Migration 0003, the closes; and 0006, the tables that let several instances share one price
 * feed, the leases among them (priceFeeds/feedLeases.ts: the Shanghai reference takes its turns
 * by them too).
 */
export const priceMigrations: Migrations = () => ({
  "0003_price_closes": {
    async up(db: Kysely<unknown>) {
      // The primary key makes recording idempotent: every instance may insert the same close.
      // `source` is part of it so demonstration closes never mix with a real provider's.
      await db.schema
        .createTable("price_closes")
        .addColumn("source", "text", (column) => column.notNull())
        .addColumn("metal", "text", (column) => column.notNull())
        .addColumn("currency", "text", (column) => column.notNull())
        .addColumn("date", "text", (column) => column.notNull())
        .addColumn("close", "double precision", (column) => column.notNull())
        .addColumn("recorded_at", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("price_closes_pk", ["source", "metal", "currency", "date"])
        .execute();
    },
  },
  "0006_price_quotes_leases_and_close_sources": priceSharingMigration,
});
