/**
 * Load check for the price service (`pnpm --filter api bench:prices`): a throwaway PostgreSQL, a
 * local GoldAPI.io stub whose answers take 200 ms (a distant provider), and two API instances on
 * the real adapter pointed at it, sharing one feed through the database (an interval's provider
 * call belongs to whichever instance takes its lease; the other reads the quote it leaves), with
 * no background refresh so only visitors trigger calls. Once both instances have a quote (the
 * second read from the first), each gets 1,000 concurrent spot requests, and 1,000 more once the
 * update interval has passed (then, as a baseline, 1,000 on /healthz). The stub records the
 * calls each instance made (by its API key): the goal is the calls of one instance for both
 * together (at most one quote, two GoldAPI requests, per interval in which visitors asked), and
 * no 5xx.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { startGoldApiStub } from "../src/features/prices/goldApi/goldApiStub";
import { startThrowawayPostgres } from "../src/testing/throwawayPostgres";

const perInstance = 1000;
const intervalSeconds = 5;
const stubDelayMs = 200;
const keys = ["bench-instance-1", "bench-instance-2"];
const apiFolder = fileURLToPath(new URL("..", import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once("error", reject)
      .listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
  });
}

const postgres = await startThrowawayPostgres();
const stub = await startGoldApiStub({ apiKeys: keys, delayMs: stubDelayMs });
const ports = [await freePort(), await freePort()];

function startInstance(port: number, key: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: apiFolder,
    env: {
      ...process.env,
      PORT: String(port),
      API_DATABASE_URL: postgres.url,
      PRICE_PROVIDER: "goldapi",
      PRICE_API_KEY: key,
      PRICE_API_BASE_URL: stub.baseUrl,
      PRICE_UPDATE_SECONDS: String(intervalSeconds),
      PRICE_BACKGROUND_CURRENCIES: "",
      // Today only: the start-up backfill is not what this bench measures.
      PRICE_BACKFILL_FROM: new Date().toISOString().slice(0, 10),
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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const instances = await Promise.all(ports.map((port, index) => startInstance(port, keys[index]!)));
const statuses = new Map<number, number>();

/**
 * Asks each instance until it answers with prices: the first to take the lease fetches, the other
 * answers 503 until it reads the quote left in the database (within 5 s). Returns how long that was.
 */
async function untilBothHavePrices(): Promise<number[]> {
  const started = performance.now();
  return Promise.all(
    ports.map(async (port) => {
      while ((await fetch(`http://127.0.0.1:${port}/v1/prices/spot`)).status !== 200)
        await new Promise((resolve) => setTimeout(resolve, 100));
      return performance.now() - started;
    }),
  );
}

async function request(url: string, latencies: number[]) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  latencies.push(performance.now() - started);
  if (url.endsWith("/spot"))
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
}

/** 1,000 requests in flight at once on each instance, both instances at the same time. */
async function burst(path = "/v1/prices/spot"): Promise<number[]> {
  const latencies: number[] = [];
  await Promise.all(
    ports.flatMap((port) =>
      Array.from({ length: perInstance }, () =>
        request(`http://127.0.0.1:${port}${path}`, latencies),
      ),
    ),
  );
  return latencies.sort((a, b) => a - b);
}
const pause = () => new Promise((resolve) => setTimeout(resolve, intervalSeconds * 1000 + 250));

const spotFrom = Date.now();
const warmUp = await untilBothHavePrices();
const callsBeforeBursts = stub.calls.length;
// The first burst finds new connections and a quote in hand; the second comes once the interval
// has passed since, when the quote is due again.
const cold = await burst();
await pause();
const due = await burst();
const spotUntil = Date.now();
// The same burst on a call that does nothing: what this machine's HTTP costs without prices.
await pause();
const baseline = await burst("/healthz");

const exitCodes = await Promise.all(instances.map(stop));
await stub.close();
postgres.stop();

const spotCalls = (key: string | undefined, pattern: RegExp) =>
  stub.calls.filter((call) => (key === undefined || call.key === key) && pattern.test(call.path));
/** When an instance (or either) asked for a quote: its gold requests (silver goes alongside). */
const quoteTimes = (key?: string) =>
  spotCalls(key, /^\/api\/XAU\/[A-Z]{3}$/)
    .map((call) => call.at)
    .sort((a, b) => a - b);
const closestGap = (times: number[]) =>
  Math.min(...times.slice(1).map((time, index) => time - times[index]!));
const serverErrors = [...statuses]
  .filter(([status]) => status >= 500)
  .reduce((n, [, c]) => n + c, 0);
const all = [...cold, ...due].sort((a, b) => a - b);
const latency = (sorted: number[]) =>
  `${percentile(sorted, 50).toFixed(1)} ms / ${percentile(sorted, 95).toFixed(1)} ms`;
console.log(
  `sent:              2 bursts x ${perInstance} concurrent GET /v1/prices/spot x 2 instances = ${all.length}`,
);
console.log(`statuses:          ${JSON.stringify(Object.fromEntries(statuses))}`);
console.log(`5xx:               ${serverErrors}`);
console.log(`p50 / p95 latency: ${latency(all)} (GoldAPI stub answers take ${stubDelayMs} ms)`);
console.log(`  cold burst:      ${latency(cold)} (new connections, a quote in hand)`);
console.log(`  second burst:    ${latency(due)} (${intervalSeconds} s later, quote due again)`);
console.log(
  `  /healthz burst:  ${latency(baseline)} (baseline: the same burst on a call doing nothing)`,
);
console.log(
  `warm-up:           both instances had prices after ${warmUp.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(" and ")} (the second reads the first's quote)`,
);
const quotes = keys.map((key) => quoteTimes(key));
keys.forEach((key, index) =>
  console.log(
    `instance ${index + 1}:        ${quotes[index]!.length} quotes from the provider (${spotCalls(key, /^\/api\/XA[UG]\/[A-Z]{3}$/).length} GoldAPI requests, gold and silver per quote)`,
  ),
);
const together = quoteTimes();
const duringBursts = stub.calls
  .slice(callsBeforeBursts)
  .filter((call) => /^\/api\/XAU\/[A-Z]{3}$/.test(call.path)).length;
/** The most one instance asks for while visitors ask throughout: one quote per interval. */
const oneInstance = Math.floor((spotUntil - spotFrom) / (intervalSeconds * 1000)) + 1;
console.log(
  `both together:     ${together.length} quotes for ${all.length} spot requests over ${((spotUntil - spotFrom) / 1000).toFixed(1)} s (${duringBursts} during the bursts): one instance alone makes at most ${oneInstance}`,
);
// Arrivals, not leases: an instance's event loop held up by a burst sends its call late, so two
// arrivals can be closer than the interval between the leases that started them.
console.log(
  `closest two:       ${(closestGap(together) / 1000).toFixed(1)} s apart at the provider (interval ${intervalSeconds} s)`,
);

const ok =
  serverErrors === 0 &&
  statuses.get(200) === all.length &&
  together.length >= 2 &&
  together.length <= oneInstance &&
  exitCodes.every((code) => code === 0);
console.log(ok ? "OK" : "FAILED");
process.exit(ok ? 0 : 1);
