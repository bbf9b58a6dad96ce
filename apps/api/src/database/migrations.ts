import { sql, type Kysely, type Migration, type MigrationProvider } from "kysely";
import type { DatabaseEngine } from "./openDatabase";
import { alertCheckIndexMigration } from "./alertCheckIndexMigration";
import { keyBindingMigration } from "./keyBindingMigration";
import { mailAtSendMigration } from "./mailAtSendMigration";
import { outboxAndAlertsMigration } from "./outboxAndAlertsMigration";
import { priceSharingMigration } from "./priceSharingMigration";
import { referencePriceMigration } from "../reference/referenceMigration";
import { analyticsMigration } from "../features/analytics/analyticsFeature";

/**
 * Versioned migrations in code, the same list for both engines. Kysely records which ran in its
 * own table; each entry only moves forward. The engine only picks the auto-increment column type.
 */
export function apiMigrations(engine: DatabaseEngine): MigrationProvider {
  const migrations: Record<string, Migration> = {
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
    "0002_idempotency_keys_and_rate_limit_windows": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("idempotency_keys")
          .addColumn("key", "text", (column) => column.primaryKey())
          .addColumn("status", "integer", (column) => column.notNull())
          .addColumn("body", "text", (column) => column.notNull())
          .addColumn("created_at", "text", (column) => column.notNull())
          .execute();
        await db.schema
          .createTable("rate_limit_windows")
          .addColumn("client_key", "text", (column) => column.notNull())
          .addColumn("window_start", "bigint", (column) => column.notNull())
          .addColumn("count", "integer", (column) => column.notNull())
          .addPrimaryKeyConstraint("rate_limit_windows_pk", ["client_key", "window_start"])
          .execute();
        await sql`CREATE INDEX contact_requests_email ON contact_requests (email)`.execute(db);
      },
    },
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
    "0004_outbox_and_alerts": outboxAndAlertsMigration(engine),
    "0005_spent_captcha_solutions": {
      async up(db: Kysely<unknown>) {
        // The primary key is what makes a solution count once across instances.
        await db.schema
          .createTable("spent_captcha_solutions")
          .addColumn("challenge_id", "text", (column) => column.primaryKey())
          .addColumn("expires_at", "bigint", (column) => column.notNull())
          .addColumn("idempotency_key", "text")
          .execute();
        await sql`CREATE INDEX spent_captcha_solutions_expires_at ON spent_captcha_solutions (expires_at)`.execute(
          db,
        );
      },
    },
    "0006_price_quotes_leases_and_close_sources": priceSharingMigration,
    "0007_mail_at_send_and_retention": mailAtSendMigration,
    "0008_alert_check_index": alertCheckIndexMigration(engine),
    "0009_idempotency_key_binding": keyBindingMigration,
    "0010_reference_prices": referencePriceMigration,
    "0011_analytics_daily_counts": analyticsMigration,
  };
  return { getMigrations: async () => migrations };
}
