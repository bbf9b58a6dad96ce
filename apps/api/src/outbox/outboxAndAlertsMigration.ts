import { sql, type Kysely, type Migration } from "kysely";
import type { DatabaseEngine } from "../database/openDatabase";

/** Migration 0004: the e-mail outbox, preregistration consents and price alerts (mailSchema.ts). */
export function outboxAndAlertsMigration(engine: DatabaseEngine): Migration {
  const id = (table: ReturnType<Kysely<unknown>["schema"]["createTable"]>) =>
    table.addColumn("id", engine === "postgres" ? "serial" : "integer", (column) =>
      engine === "postgres" ? column.primaryKey() : column.primaryKey().autoIncrement(),
    );
  const text = "text" as const;

  return {
    async up(db: Kysely<unknown>) {
      await id(db.schema.createTable("outbox_messages"))
        .addColumn("message_id", text, (column) => column.notNull().unique())
        .addColumn("kind", text, (column) => column.notNull())
        .addColumn("brand", text, (column) => column.notNull())
        .addColumn("locale", text, (column) => column.notNull())
        .addColumn("sender", text, (column) => column.notNull())
        .addColumn("recipient", text, (column) => column.notNull())
        .addColumn("reply_to", text)
        .addColumn("subject", text, (column) => column.notNull())
        .addColumn("html", text, (column) => column.notNull())
        .addColumn("text", text, (column) => column.notNull())
        .addColumn("headers", text, (column) => column.notNull())
        .addColumn("topic", text)
        .addColumn("state", text, (column) => column.notNull())
        .addColumn("attempts", "integer", (column) => column.notNull())
        .addColumn("next_attempt_at", text, (column) => column.notNull())
        .addColumn("lease_owner", text)
        .addColumn("lease_until", text)
        .addColumn("last_error", text)
        .addColumn("created_at", text, (column) => column.notNull())
        .addColumn("sent_at", text)
        .execute();
      // The sender's two questions: what is due, and whose lease has run out.
      await sql`CREATE INDEX outbox_messages_due ON outbox_messages (state, next_attempt_at)`.execute(
        db,
      );
      await sql`CREATE INDEX outbox_messages_topic ON outbox_messages (topic)`.execute(db);

      await id(db.schema.createTable("email_subscriptions"))
        .addColumn("email", text, (column) => column.notNull())
        .addColumn("brand", text, (column) => column.notNull())
        .addColumn("purpose", text, (column) => column.notNull())
        .addColumn("locale", text, (column) => column.notNull())
        .addColumn("state", text, (column) => column.notNull())
        .addColumn("confirm_token_hash", text, (column) => column.notNull().unique())
        .addColumn("cancel_token_hash", text, (column) => column.notNull().unique())
        .addColumn("consent_source", text, (column) => column.notNull())
        .addColumn("consent_wording", text, (column) => column.notNull())
        .addColumn("created_at", text, (column) => column.notNull())
        .addColumn("confirmation_sent_at", text, (column) => column.notNull())
        .addColumn("confirmed_at", text)
        .addColumn("unsubscribed_at", text)
        .addUniqueConstraint("email_subscriptions_one_per_purpose", ["email", "brand", "purpose"])
        .execute();

      await id(db.schema.createTable("price_alerts"))
        .addColumn("email", text, (column) => column.notNull())
        .addColumn("brand", text, (column) => column.notNull())
        .addColumn("locale", text, (column) => column.notNull())
        .addColumn("metal", text, (column) => column.notNull())
        .addColumn("currency", text, (column) => column.notNull())
        .addColumn("direction", text, (column) => column.notNull())
        .addColumn("target_cents", "bigint", (column) => column.notNull())
        .addColumn("site_origin", text, (column) => column.notNull())
        .addColumn("state", text, (column) => column.notNull())
        .addColumn("confirm_token_hash", text, (column) => column.notNull().unique())
        .addColumn("cancel_token_hash", text, (column) => column.notNull().unique())
        .addColumn("stop_token_hash", text, (column) => column.unique())
        .addColumn("consent_source", text, (column) => column.notNull())
        .addColumn("consent_wording", text, (column) => column.notNull())
        .addColumn("created_at", text, (column) => column.notNull())
        .addColumn("confirmed_at", text)
        .addColumn("triggered_at", text)
        .addColumn("triggered_price_cents", "bigint")
        .addColumn("ended_at", text)
        .execute();
      await sql`CREATE INDEX price_alerts_email ON price_alerts (email)`.execute(db);
      // What each new quote asks: the active alerts on this metal and currency.
      await sql`CREATE INDEX price_alerts_watch ON price_alerts (state, metal, currency)`.execute(
        db,
      );
    },
  };
}
