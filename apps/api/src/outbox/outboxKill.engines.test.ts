import { startMailCatcher, type CaughtMessage, type MailCatcher } from "@gw/mail-catcher";
import Database from "better-sqlite3";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startApiProcess } from "../testing/apiProcess";
import { testApi, testEngine, type TestApi } from "../testing/testApi";
import { testOutboxDraft } from "../testing/testOutbox";
import { outboxStore } from "./outboxStore";

/**
 * What happens to e-mail when an instance is killed with SIGKILL in the middle of a delivery, with
 * real server processes: two instances on PostgreSQL; on SQLite (one sender per file) the killed
 * instance is started again. docs/api.md ("E-mail") states the guarantee these tests show.
 */
const leaseMs = 3000;
const messages = 6;

let api: TestApi;
let catcher: MailCatcher;
let hold: ((message: CaughtMessage) => Promise<void>) | undefined;
type ApiProcess = Awaited<ReturnType<typeof startApiProcess>>;
const instances: ApiProcess[] = [];

/** SIGKILL: no shutdown, no cleanup, as a crash or an out-of-memory kill does. */
async function kill9(instance: ApiProcess) {
  instance.kill();
  await instance.exited;
}

async function stop(instance: ApiProcess) {
  if (instance.child.exitCode === null && instance.child.signalCode === null)
    instance.child.kill("SIGTERM");
  await instance.exited;
}

beforeEach(async () => {
  api = await testApi();
  catcher = await startMailCatcher({
    smtpPort: 0,
    webPort: 0,
    beforeAccept: (message) => hold?.(message),
  });
});
afterEach(async () => {
  await Promise.all(instances.splice(0).map(stop));
  await catcher.close();
  await api.dispose();
});

function startInstance() {
  return startApiProcess(api, {
    SMTP_URL: `smtp://127.0.0.1:${catcher.smtpPort}`,
    OUTBOX_POLL_MS: "100",
    OUTBOX_LEASE_MS: String(leaseMs),
    OUTBOX_BATCH: "1",
    OUTBOX_RETRY_BASE_MS: "200",
  }).then((instance) => {
    instances.push(instance);
    return instance;
  });
}

/** PostgreSQL: a second instance already running; SQLite: the killed one, started again. */
async function startSurvivors() {
  if (testEngine === "postgres") return [await startInstance(), await startInstance()];
  return [await startInstance()];
}

async function queueMessages() {
  const store = outboxStore(api.db);
  for (let n = 1; n <= messages; n++) await store.enqueue(testOutboxDraft(n, "kill"));
}

/** The instance (by pid) whose claim holds a message: the owner is `host:pid/claim`. */
async function holderOf(messageId: string): Promise<ApiProcess> {
  const row = await api.db.db
    .selectFrom("outbox_messages")
    .select("lease_owner")
    .where("message_id", "=", messageId)
    .executeTakeFirstOrThrow();
  const pid = Number(row.lease_owner!.split("/")[0]!.split(":").at(-1));
  const holder = instances.find((instance) => instance.child.pid === pid);
  if (!holder) throw new Error(`No instance with pid ${pid} holds ${messageId}`);
  return holder;
}

async function allSent(timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    const open = await api.db.db
      .selectFrom("outbox_messages")
      .select("id")
      .where("state", "!=", "sent")
      .execute();
    if (open.length === 0) return;
    if (Date.now() - started > timeoutMs) throw new Error(`${open.length} messages never sent`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe(`the outbox when an instance is killed mid-send (${testEngine})`, () => {
  it("sends a message cut off before the relay accepted it exactly once, by another sender", async () => {
    let victim: CaughtMessage | undefined;
    let restarted: Promise<unknown> | undefined;
    hold = async (message) => {
      if (victim) return;
      victim = message;
      await kill9(await holderOf(message.messageId));
      if (testEngine === "sqlite") restarted = startInstance();
      // The connection died before the relay's answer: it never accepted the message.
      throw Object.assign(new Error("client went away"), { responseCode: 421 });
    };
    await queueMessages();
    await startSurvivors();
    await allSent();
    await restarted;

    expect(catcher.messages()).toHaveLength(messages);
    expect(catcher.messages().map((message) => message.deliveries)).toEqual(
      Array(messages).fill(1),
    );
    expect(catcher.deliveries()).toBe(messages);
    const retried = await api.db.db
      .selectFrom("outbox_messages")
      .select(["attempts", "state"])
      .where("message_id", "=", victim!.messageId)
      .executeTakeFirstOrThrow();
    expect(retried).toEqual({ attempts: 2, state: "sent" });
  });

  it("delivers a message accepted just before the kill again, and the catcher keeps it once by its Message-ID", async () => {
    let victim: CaughtMessage | undefined;
    let release: (() => Promise<void>) | undefined;
    hold = async (message) => {
      if (victim) return;
      victim = message;
      // Keep the sender from recording "sent" until it has been killed (a crash in that window).
      const block = await blockWrites(message.messageId);
      const holder = await holderOf(message.messageId);
      release = async () => {
        await block.writerWaiting();
        await kill9(holder);
        await block.release();
        if (testEngine === "sqlite") await startInstance();
      };
      void release();
      // Accepted: from here the relay has the message.
    };
    await queueMessages();
    await startSurvivors();
    await allSent();

    const kept = catcher.messages();
    expect(kept).toHaveLength(messages);
    expect(kept.find((message) => message.messageId === victim!.messageId)!.deliveries).toBe(2);
    expect(kept.filter((message) => message.deliveries > 1)).toHaveLength(1);
    expect(catcher.deliveries()).toBe(messages + 1);
  });
});

/** Backends waiting for the test's lock (pg_stat_activity's query text can lag; the lock cannot). */
const blockedByMe = "FROM pg_stat_activity WHERE pg_backend_pid() = ANY(pg_blocking_pids(pid))";

/**
 * Holds the database so the sender's "sent" update waits. `release` ends the hold; on PostgreSQL
 * it first ends the killed sender's orphaned statement, which the server would otherwise still
 * commit for a dead client, so the test is the crash it means: "sent" never recorded.
 */
async function blockWrites(messageId: string) {
  if (testEngine === "postgres") {
    const client = new pg.Client({ connectionString: api.location.url });
    await client.connect();
    await client.query("BEGIN");
    await client.query("SELECT id FROM outbox_messages WHERE message_id = $1 FOR UPDATE", [
      messageId,
    ]);
    return {
      async writerWaiting() {
        for (let tries = 0; tries < 400; tries++) {
          const { rows } = await client.query(`SELECT count(*) AS n ${blockedByMe}`);
          if (Number(rows[0].n) > 0) return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error("The sender never tried to record the message as sent");
      },
      async release() {
        await client.query(`SELECT pg_terminate_backend(pid) ${blockedByMe}`);
        await client.query("ROLLBACK");
        await client.end();
      },
    };
  }
  const file = new Database(api.location.path);
  file.exec("BEGIN IMMEDIATE");
  return {
    // SQLite waits inside the sender's process, where nothing can be seen from here.
    writerWaiting: () => new Promise((resolve) => setTimeout(resolve, 300)),
    async release() {
      file.exec("ROLLBACK");
      file.close();
    },
  };
}
