/**
 * Load check for the outbox (`pnpm --filter api bench:outbox`): a throwaway PostgreSQL, the mail
 * catcher, two API instances sending to it. 1,000 contact requests (two e-mails each) and 200
 * preregistrations (one each), 50 in flight over both instances; halfway one instance is killed
 * with SIGKILL while it is sending, and started again. Then it waits for the outbox to drain and
 * prints messages created, sent, duplicated and lost.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { preregistrationTag } from "@gw/api-client/schemas";
import { exampleContactRequest } from "@gw/api-client/testing";
import { startMailCatcher } from "@gw/mail-catcher";
import pg from "pg";
import { startThrowawayPostgres } from "../src/testing/throwawayPostgres";
import { testCaptchaEnv } from "../src/testing/solveCaptcha";
import { postWithFailover } from "./postWithFailover";
import { solvedTokenFrom } from "./solvedTokenFrom";

const contacts = 1000;
const preregistrations = 200;
const inFlight = 50;
const batch = 5;
const apiFolder = fileURLToPath(new URL("..", import.meta.url));

const postgres = await startThrowawayPostgres();
const catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
const ports = [57700 + Math.floor(Math.random() * 100), 57800 + Math.floor(Math.random() * 100)];

function startInstance(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: apiFolder,
    env: {
      ...process.env,
      PORT: String(port),
      API_DATABASE_URL: postgres.url,
      // The API is measured, not the proof of work: the cheapest challenges.
      ...testCaptchaEnv,
      API_RATE_LIMIT_PER_MINUTE: "1000000",
      SMTP_URL: `smtp://127.0.0.1:${catcher.smtpPort}`,
      OUTBOX_POLL_MS: "200",
      OUTBOX_BATCH: String(batch),
      // Short, so the killed instance's claims come back within the run.
      OUTBOX_LEASE_MS: "5000",
      PRICE_BACKGROUND_CURRENCIES: "",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("API on")) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`instance on ${port} exited (${code})`)));
  });
}

const db = new pg.Client({ connectionString: postgres.url });
const count = async (query: string, values: unknown[] = []) =>
  Number((await db.query(query, values)).rows[0].n);

const instances = await Promise.all(ports.map(startInstance));
await db.connect();
const statuses = new Map<number, number>();
let retries = 0;
let next = 0;
const total = contacts + preregistrations;

async function send(index: number) {
  const preregistration = index >= contacts;
  const body = JSON.stringify({
    ...exampleContactRequest,
    email: `bench-${index}@example.com`,
    ...(preregistration
      ? { full_name: preregistrationTag.fullName, message: preregistrationTag.message }
      : {}),
    locale: index % 3 === 0 ? "zh" : "en",
    token: await solvedTokenFrom(ports, index),
  });
  // Refused or reset by the killed instance: the same key, the other instance.
  const answer = await postWithFailover(ports, index, body, {
    key: randomUUID(),
    attempts: 9,
    pauseMs: 100,
  });
  statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  retries += answer.retries;
}

/** Halfway, SIGKILL the first instance while its sender is busy; note what it held; restart it. */
let heldAtKill = new Set<string>();
const killHalfway = (async () => {
  while (next < total / 2) await new Promise((resolve) => setTimeout(resolve, 5));
  const victim = instances[0]!;
  const exited = once(victim, "exit");
  victim.kill("SIGKILL");
  await exited;
  const held = await db.query(
    "SELECT message_id FROM outbox_messages WHERE state = 'sending' AND lease_owner LIKE $1",
    [`%:${victim.pid}/%`],
  );
  heldAtKill = new Set(held.rows.map((row) => row.message_id as string));
  instances[0] = await startInstance(ports[0]!);
})();

const started = performance.now();
await Promise.all(
  Array.from({ length: inFlight }, async () => {
    while (next < total) await send(next++);
  }),
);
await killHalfway;

// Drain: wait until nothing is pending or being sent.
const drainStarted = performance.now();
while (
  (await count("SELECT count(*) AS n FROM outbox_messages WHERE state IN ('pending', 'sending')")) >
    0 &&
  performance.now() - drainStarted < 180_000
)
  await new Promise((resolve) => setTimeout(resolve, 250));
const seconds = ((performance.now() - started) / 1000).toFixed(1);

const created = await count("SELECT count(*) AS n FROM outbox_messages");
const sent = await count("SELECT count(*) AS n FROM outbox_messages WHERE state = 'sent'");
const failed = await count("SELECT count(*) AS n FROM outbox_messages WHERE state = 'failed'");
const stored = await count("SELECT count(*) AS n FROM contact_requests");
const rows = await db.query("SELECT message_id FROM outbox_messages");
const received = new Map(catcher.messages().map((message) => [message.messageId, message]));
const lost = rows.rows.filter((row) => !received.has(row.message_id as string)).length;
const duplicated = [...received.values()].filter((message) => message.deliveries > 1);
const extraDeliveries = duplicated.reduce((sum, message) => sum + message.deliveries - 1, 0);
const explained = duplicated.every((message) => heldAtKill.has(message.messageId));
const expected = contacts * 2 + preregistrations;

console.log(
  `requests:          ${total} (${contacts} contact, ${preregistrations} preregistrations), ${retries} retried on the other instance`,
);
console.log(`statuses:          ${JSON.stringify(Object.fromEntries(statuses))}`);
console.log(`requests stored:   ${stored}`);
console.log(`messages created:  ${created} (expected ${expected})`);
console.log(`messages sent:     ${sent}${failed ? `, ${failed} failed` : ""}`);
console.log(`SMTP deliveries:   ${catcher.deliveries()} for ${received.size} Message-IDs`);
console.log(
  `duplicated:        ${extraDeliveries}` +
    (extraDeliveries
      ? ` (delivered again after the kill; ${explained ? "each was in the killed sender's hands at the kill" : "NOT all held by the killed sender"}; the catcher keeps one per Message-ID)`
      : ""),
);
console.log(`lost:              ${lost}`);
console.log(`kill -9:           instance held ${heldAtKill.size} messages mid-send at the kill`);
console.log(`time:              ${seconds} s from the first request to a drained outbox`);

await db.end();
await Promise.all(
  instances.map((child) => {
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    return exited;
  }),
);
await catcher.close();
postgres.stop();

const ok = stored === total && created === expected && sent === expected && lost === 0 && explained;
console.log(ok ? "OK" : "FAILED");
process.exit(ok ? 0 : 1);
