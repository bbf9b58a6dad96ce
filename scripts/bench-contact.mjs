#!/usr/bin/env node
// Figures for the contact feature: what the contact page costs in the browser, and how the local
// API behaves on a real SQLite file (latency, the default rate limit, bad input, restarts).
// Usage: `pnpm --filter main build` first, then `GW_PORT_OFFSET=<n> node scripts/bench-contact.mjs`.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { portOf } from "@gw/workspace";

const root = new URL("..", import.meta.url).pathname;
// Beside the API's own port, so a running `pnpm start` is left alone.
const port = portOf("api") + 9;
const base = `http://localhost:${port}`;
const folder = mkdtempSync(join(tmpdir(), "gw-bench-contact-"));
const env = {
  ...process.env,
  PORT: String(port),
  API_DB: join(folder, "api.sqlite"),
  API_ADMIN_TOKEN: "bench",
  // The API's calls are measured, not the captcha's proof of work: the cheapest challenges.
  CAPTCHA_COST: "1",
  CAPTCHA_MAX_COUNTER: "4",
};

/**
 * Solved captcha tokens the API accepts (each once), issued with its key by its own code.
 * @param {number} count
 */
function solvedTokens(count) {
  return execFileSync("node", ["--import", "tsx", "bench/solvedTokens.ts", String(count)], {
    cwd: join(root, "apps/api"),
    env,
    encoding: "utf8",
  })
    .trim()
    .split("\n");
}

/** @param {number} bytes */
function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

/** @returns {[label: string, value: string][]} */
function bundleFigures() {
  const assets = join(root, "apps/main/dist/assets");
  let files;
  try {
    files = readdirSync(assets).filter((name) => /\.(js|css)$/.test(name));
  } catch {
    return [["contact page bundle", "build apps/main first"]];
  }
  /** @param {string} name */
  const sizes = (name) => {
    const body = readFileSync(join(assets, name));
    return `${kb(statSync(join(assets, name)).size)} raw, ${kb(gzipSync(body).length)} gzip, ${kb(brotliCompressSync(body).length)} brotli`;
  };
  const contact = files.find((name) => name.startsWith("ContactRoute-") && name.endsWith(".js"));
  const entry = files.find((name) => name.startsWith("index-") && name.endsWith(".js"));
  return [
    ["contact route chunk (form, client, schemas)", contact ? sizes(contact) : "missing"],
    ["site entry chunk (includes the toaster)", entry ? sizes(entry) : "missing"],
  ];
}

/** @type {Set<import("node:child_process").ChildProcess>} */
const running = new Set();

async function startApi() {
  const child = spawn("pnpm", ["--dir", join(root, "apps/api"), "start"], {
    env,
    stdio: "ignore",
    detached: true,
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) {
        running.add(child);
        return child;
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("API did not start");
}

/** @param {import("node:child_process").ChildProcess} child */
function stopApi(child) {
  running.delete(child);
  // detached: the API is its process group's leader, so this stops pnpm and the server under it.
  if (child.pid) process.kill(-child.pid, "SIGTERM");
  return new Promise((resolve) => child.once("exit", resolve));
}

/**
 * @param {string} token
 * @param {Record<string, unknown>} [overrides] Fields that replace or join the valid request's.
 */
async function contact(token, email = "bench@example.com", overrides = {}) {
  const body = {
    email,
    message: "Benchmark message, long enough.",
    source: "google",
    first_name: "Bench",
    last_name: "Mark",
    full_name: "Bench Mark",
    referral_payload: null,
    hostname: "localhost",
    locale: "en",
    token,
    ...overrides,
  };
  const started = performance.now();
  const response = await fetch(`${base}/v1/contact/request/`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/**
 * @param {number[]} values
 * @param {number} p
 */
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)] ?? NaN;

/** @returns {Promise<[label: string, value: string][]>} */
async function apiFigures() {
  let api = await startApi();
  const listed = async () =>
    (
      await (
        await fetch(`${base}/v1/contact/requests?limit=1000`, {
          headers: { Authorization: "Bearer bench" },
        })
      ).json()
    ).length;
  // A token is accepted once: one per request.
  const tokens = solvedTokens(204);
  const token = () => /** @type {string} */ (tokens.pop());

  /** @type {number[]} */
  const timings = [];
  let accepted = 0;
  /** @type {number | null} */
  let limitedAt = null;
  for (let i = 1; i <= 200; i++) {
    const { status, ms } = await contact(token());
    if (status === 201) {
      accepted++;
      timings.push(ms);
    } else if (status === 429 && limitedAt === null) limitedAt = i;
  }
  const before = await listed();
  await stopApi(api);
  // A fresh process has a fresh rate limit, so the bad inputs meet validation, not the limiter.
  api = await startApi();
  const after = await listed();
  const bad = await Promise.all([
    contact(token(), "not-an-email"),
    contact(token(), "a@b.co", { message: "x".repeat(6000) }),
    contact(token(), "a@b.co", { extra: 1 }),
    contact("dev.1.forged.sig"),
  ]);
  await stopApi(api);
  return [
    [
      "contact POST latency on SQLite (p50 / p95)",
      `${percentile(timings, 0.5).toFixed(1)} ms / ${percentile(timings, 0.95).toFixed(1)} ms`,
    ],
    [
      "contact requests one client may send per minute (default)",
      `${accepted} accepted, first 429 at request ${limitedAt ?? "none of 200"}`,
    ],
    [
      "bad inputs (invalid e-mail, 6000-char message, unknown field, forged token)",
      bad.map((r) => r.status).join(", "),
    ],
    ["stored requests before / after a restart", `${before} / ${after}`],
  ];
}

try {
  const rows = [...bundleFigures(), ...(await apiFigures())];
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
} finally {
  await Promise.all([...running].map(stopApi));
  rmSync(folder, { recursive: true, force: true });
}
