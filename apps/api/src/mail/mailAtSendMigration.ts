import { sql, type Kysely, type Migration } from "kysely";

/**
 * Migration 0007: e-mail is rendered when it is sent, and its body is erased once it has ended;
 * at most one e-mail a day to an address nobody has confirmed; what the retention job deletes by.
 *
 * `outbox_messages` keeps the template's fields (`fields`) in place of the rendered subject,
 * HTML, text, headers and sender. Messages still waiting keep what was rendered for them (sent as
 * it was); messages that ended lose their body (and their Reply-To) here.
 */
/** The outbox as 0004 made it, as far as this migration reads and writes it. */
interface RenderedOutbox {
  outbox_messages: {
    id: number;
    state: string;
    subject: string;
    html: string;
    text: string;
    headers: string;
    reply_to: string | null;
    fields: string | null;
  };
}

export const mailAtSendMigration: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<RenderedOutbox>;
    await db.schema.alterTable("outbox_messages").addColumn("fields", "text").execute();
    const waiting = await db
      .selectFrom("outbox_messages")
      .select(["id", "subject", "html", "text", "headers"])
      .where("state", "in", ["pending", "sending"])
      .execute();
    for (const { id, headers, ...rest } of waiting) {
      const prerendered = { ...rest, headers: JSON.parse(headers) as Record<string, string> };
      await db
        .updateTable("outbox_messages")
        .set({ fields: JSON.stringify({ prerendered }) })
        .where("id", "=", id)
        .execute();
    }
    await db
      .updateTable("outbox_messages")
      .set({ reply_to: null })
      .where("state", "in", ["sent", "failed", "withdrawn"])
      .execute();
    for (const column of ["sender", "subject", "html", "text", "headers"])
      await db.schema.alterTable("outbox_messages").dropColumn(column).execute();

    // One row per address (its SHA-256) that a form caused an e-mail to, and when.
    await db.schema
      .createTable("unconfirmed_mail_recipients")
      .addColumn("recipient_hash", "text", (column) => column.primaryKey())
      .addColumn("last_sent_at", "text", (column) => column.notNull())
      .execute();
    await sql`CREATE INDEX contact_requests_created_at ON contact_requests (created_at)`.execute(
      db,
    );
  },
};
