#!/usr/bin/env node
// `pnpm test`: every check, as turbo tasks (turbo.json says what each reads and waits for), so a
// second run with nothing changed comes from the cache. Stops at the first failure.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { ensureChromium } from "./ensure-chromium.mjs";

ensureChromium();

const checks = [
  // Per package: lint, types, unit tests, production builds (the apps' in both languages).
  "lint",
  "typecheck",
  "test",
  "build",
  // The root's: its own lint, types and formatting, then the checks over every package.
  "lint:root",
  "typecheck:root",
  "check:translations",
  "check:stories",
  "check:islands",
  "check:doc-bundles",
  "check:budgets",
  "check:html",
  "check:static-host",
  "check:prometheus-rules",
  "check:stories-in-browser",
  "check:storybook-static",
];

// A fresh run takes about 13 minutes in all; a task that hangs (a server that never stops, a
// browser that never answers) must end the run with its name, long before CI's own limit.
const limitMinutes = 35;

/** @type {import("node:child_process").ChildProcess | undefined} */
let current;
function stopAll() {
  try {
    if (current?.pid) process.kill(-current.pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}
process.on("SIGINT", () => (stopAll(), process.exit(130)));
process.on("SIGTERM", () => (stopAll(), process.exit(143)));

/** @param {string[]} args */
async function turbo(...args) {
  const started = Date.now();
  console.log(`\n=== turbo run ${args.join(" ")} ===`);
  // A process group of its own, so that running out of time stops every task turbo started.
  const run = spawn("pnpm", ["exec", "turbo", "run", ...args], {
    stdio: "inherit",
    detached: true,
  });
  current = run;
  const timer = setTimeout(() => {
    console.error(`\nturbo run ${args[0]}… still running after ${limitMinutes} minutes: stopped`);
    stopAll();
  }, limitMinutes * 60_000);
  const [code] = await once(run, "exit");
  clearTimeout(timer);
  // Anything a task left running would hold the output open after the run: none may outlive it.
  stopAll();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`\nturbo run ${args[0]}… failed after ${seconds}s`);
    process.exit(typeof code === "number" && code !== 0 ? code : 1);
  }
  console.log(`=== passed in ${seconds}s ===`);
}

// Two at a time: the builds, the browser checks and the suites each want a whole core.
await turbo(...checks, "--concurrency=2");
// Each app's suite starts its own servers and browsers: one app at a time.
await turbo("e2e", "--concurrency=1");
