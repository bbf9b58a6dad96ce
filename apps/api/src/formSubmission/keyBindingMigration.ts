import type { Kysely, Migration } from "kysely";

/**
 * Migration 0009 (issue 41): an Idempotency-Key is bound to the call and a fingerprint of the
 * body it was first used with, and a captcha solution is spent in its request's transaction, so
 * the spent solution no longer needs to remember the key that may carry it again.
 */
export const keyBindingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("idempotency_keys").addColumn("call", "text").execute();
    await db.schema.alterTable("idempotency_keys").addColumn("fingerprint", "text").execute();
    await db.schema.alterTable("spent_captcha_solutions").dropColumn("idempotency_key").execute();
  },
};
