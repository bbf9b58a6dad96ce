import { sql, type Kysely } from "kysely";
import type { Migrations } from "../../database/migrations";

declare module "../../database/schema" {
  interface ApiSchema {
    /** Captcha challenges already solved, kept until they expire, so each is accepted once. */
    spent_captcha_solutions: {
      challenge_id: string;
      /** Epoch milliseconds: after this the challenge is refused as expired and the row pruned. */
      expires_at: number;
    };
  }
}

/** Migration 0005 (its `idempotency_key` column was dropped by formSubmission's 0009). */
export const captchaMigrations: Migrations = () => ({
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
});
