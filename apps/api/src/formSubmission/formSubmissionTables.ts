import { sql, type Kysely } from "kysely";
import type { Migrations } from "../database/migrations";
import { keyBindingMigration } from "./keyBindingMigration";

/** The first answer to each Idempotency-Key, so a repeat gets it again instead of a second row. */
interface IdempotencyKeyTable {
  key: string;
  /** Method and route the key was first used on; null only for keys stored before 0009. */
  call: string | null;
  /** SHA-256 of the body it was first used with (base64url); null as `call`. */
  fingerprint: string | null;
  status: number;
  body: string;
  created_at: string;
}

declare module "../database/schema" {
  interface ApiSchema {
    idempotency_keys: IdempotencyKeyTable;
  }
}

/**
 * Migration 0002, which also made the shared rate limits' `rate_limit_windows`
 * (http/sharedRateLimit.ts) and an index on contact's requests; and 0009, which also dropped a
 * column of the captcha's spent solutions.
 */
export const formSubmissionMigrations: Migrations = () => ({
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
  "0009_idempotency_key_binding": keyBindingMigration,
});
