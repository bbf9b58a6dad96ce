import Database from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { expect, it } from "vitest";
import type { DatabaseLocation } from "../database/openDatabase";
import { apiSchema, openApiDatabase, renderFeatureMail } from "../features";
import { freshDatabase, testEngine } from "../testing/testApi";

/** The database before 0007, whose outbox rows this test writes as 0004 defined them. */
type Before0007 = Record<"outbox_messages", ReturnType<typeof rendered>>;

function connect({ url, path }: DatabaseLocation): Kysely<Before0007> {
  return url
    ? new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url }) }) })
    : new Kysely({ dialect: new SqliteDialect({ database: new Database(path) }) });
}

const rendered = (n: number, state: string) => ({
  message_id: `<old-${n}@goldwattle.com>`,
  kind: "preregistration_confirm",
  brand: "main",
  locale: "en",
  sender: '"Goldwattle" <hello@goldwattle.com>',
  recipient: `old-${n}@example.com`,
  reply_to: "visitor@example.com",
  subject: `Old ${n}`,
  html: `<p>Confirm: https://api.example/confirm?token=${"t".repeat(43)}</p>`,
  text: `Confirm: https://api.example/confirm?token=${"t".repeat(43)}`,
  headers: JSON.stringify({ "List-Unsubscribe": "<https://api.example/cancel?token=x>" }),
  topic: null,
  state,
  attempts: 0,
  next_attempt_at: "2026-01-01T00:00:00.000Z",
  created_at: "2026-01-01T00:00:00.000Z",
});

it(`0007 keeps what waits as it was rendered and erases the bodies of what ended (${testEngine})`, async () => {
  const { location, remove } = await freshDatabase();
  const before = connect(location);
  try {
    await new Migrator({ db: before, provider: apiSchema.migrations(testEngine) }).migrateTo(
      "0004_outbox_and_alerts",
    );
    await before
      .insertInto("outbox_messages")
      .values([rendered(1, "pending"), rendered(2, "sent")])
      .execute();
  } finally {
    await before.destroy();
  }

  const database = await openApiDatabase(location);
  try {
    const [waiting, sent] = await database.db
      .selectFrom("outbox_messages")
      .selectAll()
      .orderBy("id")
      .execute();
    expect(sent).toMatchObject({ state: "sent", fields: null, reply_to: null });
    expect(await renderFeatureMail(waiting!)).toEqual({
      from: '"Goldwattle" <hello@goldwattle.com>',
      to: "old-1@example.com",
      replyTo: "visitor@example.com",
      messageId: "<old-1@goldwattle.com>",
      subject: "Old 1",
      html: rendered(1, "pending").html,
      text: rendered(1, "pending").text,
      headers: { "List-Unsubscribe": "<https://api.example/cancel?token=x>" },
    });
  } finally {
    await database.close();
    await remove();
  }
});
