/**
 * Load check for several instances (`pnpm --filter api bench:scale`): a throwaway PostgreSQL, two
 * API instances on it, 2,000 valid contact requests with 50 in flight spread over both, one
 * instance restarted with SIGTERM halfway (the client retries a failed connection on the other
 * instance with the same Idempotency-Key); then a flood from one client split over both.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { exampleContactRequest } from "@gw/api-client/testing";
import pg from "pg";
import { startThrowawayPostgres } from "../src/testing/throwawayPostgres";
import { testCaptchaEnv } from "../src/testing/solveCaptcha";
import { postWithFailover } from "./postWithFailover";
import { solvedTokenFrom } from "./solvedTokenFrom";

const total = 2000;
const inFlight = 50;
const floodSize = 600;
const floodLimit = 120; // the API's default API_RATE_LIMIT_PER_MINUTE
const apiFolder = fileURLToPath(new URL("..", import.meta.url));

const postgres = await startThrowawayPostgres();
const ports = [56700 + Math.floor(Math.random() * 100), 56800 + Math.floor(Math.random() * 100)];

function startInstance(port: number, rateLimit: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: apiFolder,
    env: {
      ...process.env,
      PORT: String(port),
      API_DATABASE_URL: postgres.url,
      // The API is measured, not the proof of work: the cheapest challenges.
      ...testCaptchaEnv,
      API_RATE_LIMIT_PER_MINUTE: String(rateLimit),
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

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.kill("SIGTERM");
  });
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

// Part 1: the 2,000 requests all come from one loopback address, so the limit is raised for it;
// part 2 restarts both instances with the default limit to check it holds across them.
let instances = await Promise.all(ports.map((port) => startInstance(port, 1_000_000)));
const latencies: number[] = [];
const statuses = new Map<number, number>();
let retries = 0;
let next = 0;
let restartExitCode: number | null | undefined;

async function send(index: number) {
  const key = randomUUID();
  const body = JSON.stringify({
    ...exampleContactRequest,
    email: `bench-${index}@example.com`,
    token: await solvedTokenFrom(ports, index),
  });
  const started = performance.now();
  // A connection refused or reset by the restarting instance: same key, the other instance.
  const answer = await postWithFailover(ports, index, body, { key, attempts: 6 });
  statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  retries += answer.retries;
  latencies.push(performance.now() - started);
}

const restartHalfway = (async () => {
  while (next < total / 2) await new Promise((resolve) => setTimeout(resolve, 5));
  restartExitCode = await stop(instances[0]!);
  instances[0] = await startInstance(ports[0]!, 1_000_000);
})();

await Promise.all(
  Array.from({ length: inFlight }, async () => {
    while (next < total) await send(next++);
  }),
);
await restartHalfway;

const client = new pg.Client({ connectionString: postgres.url });
await client.connect();
const stored = Number((await client.query("SELECT count(*) AS n FROM contact_requests")).rows[0].n);
const duplicates = Number(
  (
    await client.query(
      "SELECT coalesce(sum(n - 1), 0) AS d FROM (SELECT count(*) AS n FROM contact_requests GROUP BY email) AS per_email",
    )
  ).rows[0].d,
);
await client.end();

latencies.sort((a, b) => a - b);
const serverErrors = [...statuses]
  .filter(([status]) => status >= 500)
  .reduce((n, [, c]) => n + c, 0);
console.log(`sent:              ${total} (${retries} retried on the other instance)`);
console.log(`statuses:          ${JSON.stringify(Object.fromEntries(statuses))}`);
console.log(`rows stored:       ${stored}`);
console.log(`duplicates:        ${duplicates}`);
console.log(`5xx:               ${serverErrors}`);
console.log(
  `p50 / p95 latency: ${percentile(latencies, 50).toFixed(1)} ms / ${percentile(latencies, 95).toFixed(1)} ms`,
);
console.log(`SIGTERM restart:   instance exited with code ${restartExitCode}`);

// Part 2: the flood, one client, alternating instances, default limit.
await Promise.all(instances.map(stop));
instances = await Promise.all(ports.map((port) => startInstance(port, floodLimit)));
let accepted = 0;
let limited = 0;
let nextFlood = 0;
await Promise.all(
  Array.from({ length: inFlight }, async () => {
    while (nextFlood < floodSize) {
      const port = ports[nextFlood++ % 2]!;
      const response = await fetch(`http://127.0.0.1:${port}/user/referral/verify/`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ referral: "GOLDFRIEND" }),
      });
      await response.arrayBuffer();
      if (response.status === 200) accepted++;
      else if (response.status === 429) limited++;
    }
  }),
);
console.log(
  `flood:             ${floodSize} sent over 2 instances, ${accepted} accepted, ${limited} limited (limit ${floodLimit}/min)`,
);
const exitCodes = await Promise.all(instances.map(stop));
postgres.stop();

const ok =
  stored === total &&
  duplicates === 0 &&
  serverErrors === 0 &&
  accepted <= floodLimit * 2 &&
  restartExitCode === 0 &&
  exitCodes.every((code) => code === 0);
console.log(ok ? "OK" : "FAILED");
process.exit(ok ? 0 : 1);
