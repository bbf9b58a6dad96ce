/**
 * What e-mail costs the contact call (`pnpm --filter api bench:contact-mail`): on each engine
 * (SQLite: one instance, as it runs; PostgreSQL: two instances on a throwaway cluster), 2,000 valid
 * contact requests with 64 in flight after 200 to warm up, once with the outbox sender off
 * (`OUTBOX_SENDER=off`: the requests queue their e-mails, nothing renders or sends them) and once
 * with it on, sending to a local catcher (each request: an acknowledgement and support's
 * notification, rendered by the instances that answer the requests). Off and on take turns for
 * three rounds, each on a fresh database, so a shared machine's load falls on both alike. Prints
 * each mode's median p50 and p95, the ratio of the p50s (goal: at most 1.3) and how long the
 * e-mails took to arrive after the burst.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { exampleContactRequest } from "@gw/api-client/testing";
import { startMailCatcher } from "@gw/mail-catcher";
import pg from "pg";
import { testCaptchaEnv } from "../src/testing/solveCaptcha";
import { solvedTokenFrom } from "./solvedTokenFrom";
import { startThrowawayPostgres } from "../src/testing/throwawayPostgres";

const warmUp = 200;
const measured = 2000;
const inFlight = 64;
const goal = 1.3;
const rounds = 3;
const apiFolder = fileURLToPath(new URL("..", import.meta.url));

const postgres = await startThrowawayPostgres();
const catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
let runs = 0;

function startInstance(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: apiFolder,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      ...testCaptchaEnv,
      API_RATE_LIMIT_PER_MINUTE: "1000000",
      SMTP_URL: `smtp://127.0.0.1:${catcher.smtpPort}`,
      PRICE_BACKGROUND_CURRENCIES: "",
      // "API on" (info) says an instance is ready.
      LOG_LEVEL: "info",
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

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** A fresh database for one run: a SQLite file, or a new database on the cluster. */
async function freshLocation(engine: "sqlite" | "postgres") {
  const run = ++runs;
  if (engine === "sqlite") {
    const folder = mkdtempSync(join(tmpdir(), "gw-bench-"));
    return {
      env: { API_DB: join(folder, "api.sqlite"), API_DATABASE_URL: "" },
      remove: () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE bench_${run}`);
  await admin.end();
  const url = new URL(postgres.url);
  url.pathname = `/bench_${run}`;
  return { env: { API_DATABASE_URL: url.toString() }, remove: () => {} };
}

async function burst(ports: number[], count: number, from: number): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < count) {
        const index = from + next++;
        // Solved before the clock starts, as a browser does while the visitor types.
        const token = await solvedTokenFrom(ports, index);
        const started = performance.now();
        const response = await fetch(
          `http://127.0.0.1:${ports[index % ports.length]}/v1/contact/request/`,
          {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({
              ...exampleContactRequest,
              email: `bench-${runs}-${index}@example.com`,
              token,
            }),
          },
        );
        await response.arrayBuffer();
        if (response.status !== 201) throw new Error(`contact call answered ${response.status}`);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

async function run(engine: "sqlite" | "postgres", sender: "on" | "off") {
  const location = await freshLocation(engine);
  const base = 57_400 + Math.floor(Math.random() * 200);
  const ports = engine === "sqlite" ? [base] : [base, base + 300];
  const instances = await Promise.all(
    ports.map((port) => startInstance(port, { ...location.env, OUTBOX_SENDER: sender })),
  );
  catcher.clear();
  await burst(ports, warmUp, 0);
  const latencies = await burst(ports, measured, warmUp);
  const burstEnded = performance.now();
  let arrivedAfterMs: number | undefined;
  if (sender === "on") {
    const expected = 2 * (warmUp + measured);
    while (catcher.messages().length < expected && performance.now() - burstEnded < 300_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    if (catcher.messages().length < expected)
      throw new Error(`only ${catcher.messages().length} of ${expected} e-mails arrived`);
    arrivedAfterMs = performance.now() - burstEnded;
  }
  await Promise.all(instances.map(stop));
  location.remove();
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), arrivedAfterMs };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

let ok = true;
for (const engine of ["sqlite", "postgres"] as const) {
  type Run = Awaited<ReturnType<typeof run>>;
  const results: Record<"off" | "on", Run[]> = { off: [], on: [] };
  for (let round = 0; round < rounds; round++)
    for (const sender of ["off", "on"] as const) results[sender].push(await run(engine, sender));
  const [off, on] = (["off", "on"] as const).map((sender) => ({
    p50: median(results[sender].map((result) => result.p50)),
    p95: median(results[sender].map((result) => result.p95)),
    p50s: results[sender].map((result) => result.p50.toFixed(0)).join(", "),
  }));
  const arrived = median(results.on.map((result) => result.arrivedAfterMs!));
  const ratio = on!.p50 / off!.p50;
  ok &&= ratio <= goal;
  const instances = engine === "sqlite" ? "1 instance" : "2 instances";
  console.log(
    `${engine} (${instances}, ${measured} contact requests, ${inFlight} in flight, median of ${rounds}):`,
  );
  console.log(
    `  e-mail off:  p50 ${off!.p50.toFixed(1)} ms  p95 ${off!.p95.toFixed(1)} ms (queued, not sent; p50s ${off!.p50s})`,
  );
  console.log(
    `  e-mail on:   p50 ${on!.p50.toFixed(1)} ms  p95 ${on!.p95.toFixed(1)} ms (p50s ${on!.p50s}); all ${2 * (warmUp + measured)} e-mails arrived ${(arrived / 1000).toFixed(1)} s after the burst`,
  );
  console.log(`  p50 ratio:   ${ratio.toFixed(2)} (goal at most ${goal})`);
}
await catcher.close();
postgres.stop();
console.log(ok ? "OK" : "FAILED");
process.exit(ok ? 0 : 1);
