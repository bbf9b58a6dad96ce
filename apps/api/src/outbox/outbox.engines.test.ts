import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ApiDatabase } from "../database/openDatabase";
import { openApiDatabase } from "../features";
import { renderFeatureMail } from "../features";
import { outboxSender } from "./outboxSender";
import { outboxStore } from "./outboxStore";
import { smtpTransport } from "./smtpTransport";
import { testApi, testEngine, type TestApi } from "../testing/testApi";
import {
  testOutbox,
  testOutboxDraft as draft,
  type TestOutbox,
  type TestOutboxOptions,
} from "../testing/testOutbox";

let api: TestApi;
let outbox: TestOutbox;
beforeEach(async () => {
  api = await testApi();
});
afterEach(async () => {
  await outbox?.close();
  await api.dispose();
});

async function withOutbox(options: TestOutboxOptions = {}) {
  outbox = await testOutbox(api, options);
  return outbox;
}

const refuse = (responseCode: number) => {
  throw Object.assign(new Error(`refused with ${responseCode}`), { responseCode });
};

describe(`the outbox (${testEngine})`, () => {
  it("delivers each message once, with its own Message-ID, and records it as sent", async () => {
    const { store, deliverDue, catcher, rows } = await withOutbox();
    for (const n of [1, 2, 3, 4, 5, 6, 7]) await store.enqueue(draft(n));
    await deliverDue();
    expect(
      catcher
        .messages()
        .map((message) => message.messageId)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `<message-${n}@test.goldwattle.com>`).sort());
    expect(catcher.deliveries()).toBe(7);
    expect((await rows()).map((row) => [row.state, row.attempts, row.lease_owner])).toEqual(
      Array(7).fill(["sent", 1, null]),
    );
  });

  it("retries a refused delivery later, backing off, until it goes through", async () => {
    let refusals = 2;
    const { store, deliverDue, catcher, rows } = await withOutbox({
      maxAttempts: 5,
      beforeAccept: () => (refusals-- > 0 ? refuse(451) : undefined),
    });
    await store.enqueue(draft(1));
    await deliverDue();
    let [row] = await rows();
    expect(row).toMatchObject({ state: "pending", attempts: 1 });
    expect(row!.last_error).toMatch(/^451 /);
    // The first retry waits about a minute (±20 %), the second about two.
    const firstWait = Date.parse(row!.next_attempt_at) - api.clock.now;
    expect(firstWait).toBeGreaterThanOrEqual(48_000);
    expect(firstWait).toBeLessThanOrEqual(72_000);
    await deliverDue();
    expect(catcher.messages()).toEqual([]); // not due yet
    api.clock.now += 72_000;
    await deliverDue();
    [row] = await rows();
    const secondWait = Date.parse(row!.next_attempt_at) - api.clock.now;
    expect(secondWait).toBeGreaterThanOrEqual(96_000);
    expect(secondWait).toBeLessThanOrEqual(144_000);
    api.clock.now += 144_000;
    await deliverDue();
    expect(await rows()).toMatchObject([{ state: "sent", attempts: 3, last_error: null }]);
    expect(catcher.deliveries()).toBe(1);
  });

  it("records a permanent refusal as failed at once, with the reason", async () => {
    const { store, deliverDue, rows } = await withOutbox({ beforeAccept: () => refuse(550) });
    await store.enqueue(draft(1));
    await deliverDue();
    const [row] = await rows();
    expect(row).toMatchObject({ state: "failed", attempts: 1 });
    expect(row!.last_error).toMatch(/^550 /);
  });

  it("gives up after the last attempt and records why, never dropping a message silently", async () => {
    const { store, deliverDue, rows } = await withOutbox({
      maxAttempts: 3,
      beforeAccept: () => refuse(421),
    });
    await store.enqueue(draft(1));
    for (let attempt = 0; attempt < 5; attempt++) {
      await deliverDue();
      api.clock.now += 60 * 60_000;
    }
    const [row] = await rows();
    expect(row).toMatchObject({ state: "failed", attempts: 3 });
    expect(row!.last_error).toMatch(/^421 /);
  });

  it("lets two senders on one database deliver side by side, each message once", async () => {
    const { store, catcher, rows } = await withOutbox();
    for (let n = 1; n <= 40; n++) await store.enqueue(draft(n));
    // The second sender has its own connection to the database, as another instance would.
    const other = await openApiDatabase(api.location);
    const transport = smtpTransport(`smtp://127.0.0.1:${catcher.smtpPort}`, 2);
    const senders = [outbox.sender, otherSender(other, transport)];
    await Promise.all(
      senders.map(async (sender) => {
        while ((await sender.deliverDue()) > 0);
      }),
    );
    transport.close();
    await other.close();
    expect(catcher.messages()).toHaveLength(40);
    expect(catcher.deliveries()).toBe(40);
    expect((await rows()).every((row) => row.state === "sent" && row.attempts === 1)).toBe(true);
  });

  it("takes over a message whose sender stopped mid-send once its lease has run out", async () => {
    const { store, deliverDue, catcher, rows } = await withOutbox({ leaseMs: 60_000 });
    await store.enqueue(draft(1));
    // A sender claims it and dies before finishing.
    const [claimed] = await store.claim("dead-instance/claim", 5, 60_000);
    expect(claimed).toMatchObject({ state: "sending", attempts: 1 });
    await deliverDue();
    expect(catcher.messages()).toEqual([]); // still leased
    api.clock.now += 60_001;
    await deliverDue();
    expect(catcher.messages()).toHaveLength(1);
    expect(await rows()).toMatchObject([{ state: "sent", attempts: 2 }]);
    // The dead sender's late word changes nothing.
    expect(await store.markSent(claimed!.id, "dead-instance/claim")).toBe(false);
  });

  it("sends nothing withdrawn by an unsubscribe", async () => {
    const { store, deliverDue, catcher, rows } = await withOutbox();
    await store.enqueue({ ...draft(1), topic: "subscription:1" });
    await store.enqueue({ ...draft(2), topic: "subscription:2" });
    await store.withdraw("subscription:1");
    await deliverDue();
    expect(catcher.messages().map((message) => message.to)).toEqual([["reader-2@example.com"]]);
    expect((await rows()).map((row) => row.state)).toEqual(["withdrawn", "sent"]);
  });
});

function otherSender(database: ApiDatabase, transport: ReturnType<typeof smtpTransport>) {
  return outboxSender({
    store: outboxStore(database, () => new Date(api.clock.now)),
    instance: "other",
    transport,
    render: renderFeatureMail,
    leaseMs: 60_000,
    pollMs: 20,
    batch: 5,
    maxAttempts: 3,
    retry: { baseMs: 60_000, maxMs: 600_000 },
    now: () => new Date(api.clock.now),
  });
}
