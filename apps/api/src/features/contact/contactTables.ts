import type { Generated, Kysely } from "kysely";
import type { Migrations } from "../../database/migrations";

/** A contact request as stored. Indexed by `email` (migration 0002) and `created_at` (0007). */
interface ContactRequestTable {
  id: Generated<number>;
  created_at: string;
  email: string;
  message: string;
  source: string;
  first_name: string;
  last_name: string;
  full_name: string;
  referral_payload: string | null;
  hostname: string;
  locale: string;
}

declare module "../../database/schema" {
  interface ApiSchema {
    contact_requests: ContactRequestTable;
  }
}

/** Migration 0001, which also made the referral feature's `referral_codes` (referralTables.ts). */
export const contactMigrations: Migrations = (engine) => ({
  "0001_contact_requests_and_referral_codes": {
    async up(db: Kysely<unknown>) {
      // `ifNotExists`: SQLite files made before Kysely already hold these two tables.
      await db.schema
        .createTable("contact_requests")
        .ifNotExists()
        .addColumn("id", engine === "postgres" ? "serial" : "integer", (column) =>
          engine === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement(),
        )
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("email", "text", (column) => column.notNull())
        .addColumn("message", "text", (column) => column.notNull())
        .addColumn("source", "text", (column) => column.notNull())
        .addColumn("first_name", "text", (column) => column.notNull())
        .addColumn("last_name", "text", (column) => column.notNull())
        .addColumn("full_name", "text", (column) => column.notNull())
        .addColumn("referral_payload", "text")
        .addColumn("hostname", "text", (column) => column.notNull())
        .addColumn("locale", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createTable("referral_codes")
        .ifNotExists()
        .addColumn("code", "text", (column) => column.primaryKey())
        .execute();
    },
  },
});
