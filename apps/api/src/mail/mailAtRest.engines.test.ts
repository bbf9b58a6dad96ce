import { preregistrationTag } from "@gw/api-client/schemas";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testApi, testEngine, type TestApi } from "../testing/testApi";
import { linkIn, testOutbox, type TestOutbox } from "../testing/testOutbox";

let api: TestApi;
let outbox: TestOutbox;
beforeEach(async () => {
  api = await testApi();
  // The relay refuses one address for good, so one message ends as failed.
  outbox = await testOutbox(api, {
    beforeAccept: (message) => {
      if (message.to.includes("refused@example.com"))
        throw Object.assign(new Error("no such mailbox"), { responseCode: 550 });
    },
  });
});
afterEach(async () => {
  await outbox.close();
  await api.dispose();
});

const tokensIn = (text: string) =>
  [...text.matchAll(/token=([A-Za-z0-9_-]{43})/g)].map((m) => m[1]!);

/** Every row of every table the API keeps, as text. */
async function everythingStored(): Promise<string> {
  const tables = [
    "contact_requests",
    "outbox_messages",
    "email_subscriptions",
    "price_alerts",
    "unconfirmed_mail_recipients",
    "idempotency_keys",
  ] as const;
  const rows = await Promise.all(
    tables.map((table) => api.db.db.selectFrom(table).selectAll().execute()),
  );
  return JSON.stringify(rows);
}

describe(`e-mail at rest (${testEngine})`, () => {
  it("keeps no raw link token and no body once each message is sent, failed or withdrawn", async () => {
    const preregister = async (email: string) =>
      api.postJson(
        "/v1/contact/request/",
        await api.validContact({
          email,
          full_name: preregistrationTag.fullName,
          message: preregistrationTag.message,
        }),
      );
    await preregister("sent@example.com");
    await preregister("refused@example.com");
    await preregister("withdrawn@example.com");
    await api.postJson("/v1/price-alerts/", {
      email: "alert@example.com",
      metal: "gold",
      currency: "AUD",
      direction: "above",
      target: 9_999_999,
      hostname: "localhost",
      locale: "en",
      token: await api.solvedToken(),
    });
    const secret = "My account number is 12345678";
    await api.postJson("/v1/contact/request/", await api.validContact({ message: secret }));

    // While they wait, the fields hold the raw tokens the links need.
    const waiting = await outbox.rows();
    const queuedTokens = waiting.flatMap((row) => tokensIn(row.fields ?? ""));
    expect(queuedTokens).toHaveLength(8); // confirm and cancel, in four messages
    const withdrawn = waiting.find((row) => row.recipient === "withdrawn@example.com")!;
    const { cancelUrl } = JSON.parse(withdrawn.fields!) as { cancelUrl: string };
    const { pathname, search } = new URL(cancelUrl);
    await api.app.request(`${pathname}${search}`, { method: "POST" });

    await outbox.deliverDue();
    const received = outbox.catcher.messages();
    expect(received.map((mail) => mail.to[0]).sort()).toEqual(
      ["ada@example.com", "alert@example.com", "hello@goldwattle.com", "sent@example.com"].sort(),
    );
    linkIn(outbox.mailTo("sent@example.com")[0]!, "http://localhost:8787/v1/preregistration/");

    const ended = await outbox.rows();
    expect(ended.map((row) => row.state).sort()).toEqual(
      ["failed", "sent", "sent", "sent", "sent", "withdrawn"].sort(),
    );
    expect(ended.every((row) => row.fields === null && row.reply_to === null)).toBe(true);
    const stored = await everythingStored();
    for (const token of queuedTokens) expect(stored).not.toContain(token);
    expect(stored).not.toContain("token=");
    // The request keeps its message (retention deletes it later); the outbox holds no copy.
    const outboxText = JSON.stringify(ended);
    expect(outboxText).not.toContain(secret);
    expect(stored.split(secret)).toHaveLength(2);
  });

  it("fails a message it cannot render at once, with the reason and without its fields", async () => {
    await outbox.store.enqueue({
      messageId: "<unknown-1@test.goldwattle.com>",
      kind: "no_such_kind",
      brand: "main",
      locale: "en",
      recipient: "reader@example.com",
      fields: JSON.stringify({ site: "example.com" }),
    });
    await outbox.store.enqueue({
      messageId: "<misfit-1@test.goldwattle.com>",
      kind: "contact_acknowledgement",
      brand: "main",
      locale: "en",
      recipient: "reader@example.com",
      fields: JSON.stringify({ site: 42 }),
    });
    await outbox.deliverDue();
    expect(outbox.catcher.messages()).toEqual([]);
    expect(
      (await outbox.rows()).map((row) => [row.state, row.attempts, row.fields, row.last_error]),
    ).toEqual([
      ["failed", 1, null, "not rendered: no template for the kind no_such_kind"],
      ["failed", 1, null, "not rendered: its fields do not fit the kind contact_acknowledgement"],
    ]);
  });

  it("has dropped the rendered columns, so nothing can store a body beside the fields", async () => {
    const columns =
      testEngine === "postgres"
        ? await sql<{
            name: string;
          }>`SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'outbox_messages'`.execute(
            api.db.db,
          )
        : await sql<{
            name: string;
          }>`SELECT name FROM pragma_table_info('outbox_messages')`.execute(api.db.db);
    const names = columns.rows.map((row) => row.name);
    expect(names).toContain("fields");
    for (const gone of ["html", "text", "subject", "headers", "sender"])
      expect(names).not.toContain(gone);
  });
});
