/**
 * Start time and memory, TypeScript through tsx against the compiled server
 * (`pnpm --filter api bench:startup`): builds dist/, then starts each five times on a fresh SQLite
 * file and measures from the process's start to `/readyz` answering 200, and its resident memory
 * (VmRSS) then and after 500 requests. Prints the medians. The price service's first backfill
 * (PRICE_BACKFILL_FROM) starts as the instance serves and shares its event loop: set it to a
 * recent date to measure without it.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const apiFolder = fileURLToPath(new URL("..", import.meta.url));
const runs = 5;
const modes = {
  "tsx (node --import tsx src/server.ts)": ["--import", "tsx", "src/server.ts"],
  "compiled (node --enable-source-maps dist/server.js)": ["--enable-source-maps", "dist/server.js"],
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function startOnce(args: string[], port: number) {
  const folder = mkdtempSync(join(tmpdir(), "gw-startup-"));
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: apiFolder,
    env: {
      ...process.env,
      PORT: String(port),
      API_DB: join(folder, "api.sqlite"),
      OUTBOX_SENDER: "off",
    },
    stdio: ["ignore", "pipe", "ignore"],
  });
  let log = "";
  child.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  try {
    for (;;) {
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ready) break;
      if (performance.now() - started > 30_000) throw new Error("not ready within 30 s");
      await pause(5);
    }
    const readyMs = performance.now() - started;
    const readyRss = rssMb(child.pid!);
    // The process's own figure: from its start to migrated and serving (the "API on" line).
    while (!/"startupMs":\d+/.test(log)) await pause(5);
    const servingMs = Number(/"startupMs":(\d+)/.exec(log)![1]);
    for (let i = 0; i < 500; i++)
      await fetch(`http://127.0.0.1:${port}${i % 2 ? "/v1/prices/spot" : "/healthz"}`);
    return { readyMs, servingMs, readyRss, loadedRss: rssMb(child.pid!) };
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    rmSync(folder, { recursive: true, force: true });
  }
}

const buildStarted = performance.now();
execFileSync(process.execPath, ["build.mjs"], { cwd: apiFolder, stdio: "inherit" });
console.log(`build (esbuild):   ${(performance.now() - buildStarted).toFixed(0)} ms`);
// The machine's load changes every figure below: it is printed with them.
console.log(
  `load average:      ${loadavg()
    .map((load) => load.toFixed(1))
    .join(" ")}`,
);

const port = 56600 + Math.floor(Math.random() * 300);
for (const [mode, args] of Object.entries(modes)) {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await startOnce(args, port));
  console.log(mode);
  console.log(
    `  start to /readyz 200: ${median(results.map((r) => r.readyMs)).toFixed(0)} ms (median of ${runs})`,
  );
  console.log(
    `  start to serving:     ${median(results.map((r) => r.servingMs)).toFixed(0)} ms (its own clock, the "API on" line)`,
  );
  console.log(`  RSS when ready:       ${median(results.map((r) => r.readyRss)).toFixed(1)} MB`);
  console.log(`  RSS after 500 calls:  ${median(results.map((r) => r.loadedRss)).toFixed(1)} MB`);
}
