/**
 * Load check for the first-party counts (`pnpm --filter api bench:counts`; docs/counts.md): a
 * throwaway PostgreSQL and two API instances on it. First one instance alone takes counting calls
 * from 50 concurrent clients (what one instance sustains, and the p95); then 20,000 calls from 50
 * concurrent clients go to both, one instance stopped with SIGTERM halfway and started again (a
 * client whose connection is refused moves to the other). Each call carries one event; every
 * client has its own address (X-Forwarded-For with the proxy token, as the site hosts send it)
 * and the limit is raised so that no call is refused. At the end both instances stop (writing
 * what they hold), and the report must hold exactly the events the API accepted.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { CountedEvent } from "@gw/api-client/counts";
import { startThrowawayPostgres } from "../src/testing/throwawayPostgres";
import { sydneyDate } from "../src/features/analytics/sydneyDate";

const soloCalls = Number(process.env.COUNTS_SOLO_CALLS ?? 10_000);
const total = 20_000;
const clients = 50;
const proxyToken = "bench-proxy-token";
const adminToken = "bench-admin-token";
const apiFolder = fileURLToPath(new URL("..", import.meta.url));
const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const postgres = await startThrowawayPostgres();
const ports = [56700 + Math.floor(Math.random() * 100), 56800 + Math.floor(Math.random() * 100)];

function startInstance(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: apiFolder,
    env: {
      ...process.env,
      PORT: String(port),
      API_DATABASE_URL: postgres.url,
      API_PROXY_TOKEN: proxyToken,
      API_ADMIN_TOKEN: adminToken,
      API_RATE_LIMIT_PER_MINUTE: "1000000",
      OUTBOX_SENDER: "off",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      const text = chunk.toString();
      if (text.includes("API on")) resolve(child);
      for (const line of text.split("\n"))
        if (line.includes('"analytics.')) console.log(`  [${port}] ${line.slice(0, 200)}`);
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

const pages = ["Home", "CNY", "Contact", "Live pricing", "Document: fees"] as const;
const sources = ["direct", "wechat", "www.baidu.com", "www.google.com"];

/** Call `index`'s one event: a few hot rows (most views are of a few pages) and a long tail. */
function eventOf(index: number): CountedEvent {
  return {
    event: "PageView",
    page: pages[index % 7 < 4 ? 0 : index % pages.length]!,
    language: index % 3 === 0 ? "zh" : "en",
    source: sources[index % sources.length]!,
    medium: "",
    campaign: index % 10 === 0 ? `campaign-${index % 40}` : "",
    device: (["phone", "desktop", "tablet"] as const)[index % 3]!,
  };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** `calls` counting calls from 50 clients, each its own address; failover to the next port. */
async function load(
  calls: number,
  targets: () => readonly number[],
  onProgress = (_n: number) => {},
) {
  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  let accepted = 0;
  let moved = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (next < calls) {
        const index = next++;
        onProgress(index);
        if (index > 0 && index % 5000 === 0) console.log(`  … ${index} calls sent`);
        const body = JSON.stringify({ site: index % 2 ? "main" : "cny", events: [eventOf(index)] });
        const sent = performance.now();
        for (let attempt = 0; ; attempt++) {
          const ports = targets();
          const port = ports[(index + attempt) % ports.length]!;
          try {
            const response = await fetch(`http://127.0.0.1:${port}/v1/analytics/counts`, {
              method: "POST",
              headers: {
                "Content-Type": "application/json",
                "User-Agent": chrome,
                "X-Forwarded-For": `10.0.${Math.floor(client / 250)}.${client % 250}`,
                "X-Gw-Proxy-Token": proxyToken,
              },
              body,
            });
            const answer = (await response.json()) as { counted?: number };
            const key = String(response.status);
            statuses.set(key, (statuses.get(key) ?? 0) + 1);
            if (response.status === 202) accepted += answer.counted ?? 0;
            break;
          } catch (error) {
            // Refused or reset before an answer: the instance was stopping; the other one.
            moved++;
            if (attempt >= 10) {
              statuses.set("failed", (statuses.get("failed") ?? 0) + 1);
              console.error(error);
              break;
            }
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    accepted,
    moved,
    statuses: Object.fromEntries(statuses),
    perSecond: Math.round(calls / seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    seconds,
  };
}

/** The report's total over the days of this run (Sydney's; a run may pass midnight). */
async function reportTotal(port: number) {
  const day = (offsetDays: number) => sydneyDate(new Date(Date.now() + offsetDays * 86_400_000));
  const response = await fetch(
    `http://127.0.0.1:${port}/v1/analytics/daily?from=${day(-1)}&to=${day(0)}`,
    { headers: { Authorization: `Bearer ${adminToken}` } },
  );
  if (response.status !== 200) throw new Error(`The report answered ${response.status}`);
  const { rows } = (await response.json()) as { rows: { count: number }[] };
  return { total: rows.reduce((sum, row) => sum + row.count, 0), rows: rows.length };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The instance's own CPU time so far (its /metrics), which a busy machine does not inflate. */
async function cpuSeconds(port: number) {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const line = (await response.text())
    .split("\n")
    .find((text) => text.startsWith("process_cpu_seconds_total"));
  return Number(line?.split(" ")[1]);
}

// Part 1: one instance alone.
let instances = [await startInstance(ports[0]!)];
const cpuBefore = await cpuSeconds(ports[0]!);
const solo = await load(soloCalls, () => [ports[0]!]);
const cpuPerCall = ((await cpuSeconds(ports[0]!)) - cpuBefore) / soloCalls;
console.log(
  `one instance:      ${soloCalls} calls, ${solo.perSecond} calls/s, p50 ${ms(solo.p50)}, p95 ${ms(solo.p95)} (${JSON.stringify(solo.statuses)})`,
);
console.log(
  `its CPU per call:  ${ms(cpuPerCall * 1000)}, so ${Math.round(1 / cpuPerCall)} calls/s for one core of its own (the database's work apart)`,
);
const soloExit = await stop(instances[0]!);

// Part 2: two instances, one stopped with SIGTERM halfway and started again.
instances = await Promise.all(ports.map((port) => startInstance(port)));
let live = [...ports];
let restartExitCode: number | null | undefined;
let restarting: Promise<void> | undefined;
const pair = await load(
  total,
  () => live,
  (index) => {
    if (index !== total / 2) return;
    restarting = (async () => {
      const stopping = stop(instances[0]!);
      // Clients keep calling it until it refuses connections, then move to the other.
      restartExitCode = await stopping;
      live = [ports[1]!];
      instances[0] = await startInstance(ports[0]!);
      live = [...ports];
    })();
  },
);
await restarting;
console.log(
  `two instances:     ${total} calls, ${pair.perSecond} calls/s, p50 ${ms(pair.p50)}, p95 ${ms(pair.p95)}, ${pair.moved} moved to the other instance (${JSON.stringify(pair.statuses)})`,
);
console.log(`SIGTERM restart:   instance exited with code ${restartExitCode}`);

// Both stop (each writes what it holds); a fresh instance answers the report.
const exitCodes = await Promise.all(instances.map(stop));
const reader = await startInstance(ports[0]!);
const { total: reported, rows } = await reportTotal(ports[0]!);
await stop(reader);
postgres.stop();

const expected = solo.accepted + pair.accepted;
console.log(
  `accepted:          ${expected} events (${solo.accepted} + ${pair.accepted}); in the report: ${reported}, in ${rows} rows`,
);
const ok =
  reported === expected &&
  pair.accepted === total &&
  soloExit === 0 &&
  restartExitCode === 0 &&
  exitCodes.every((code) => code === 0);
console.log(ok ? "OK" : "FAILED");
process.exit(ok ? 0 : 1);
