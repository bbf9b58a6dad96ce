#!/usr/bin/env node
// `pnpm test`: every check, as turbo tasks (turbo.json says what each reads and waits for), so a
// second run with nothing changed comes from the cache. Stops at the first failure.
import { spawnSync } from "node:child_process";
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
  "check:doc-bundles",
  "check:budgets",
  "check:html",
  "check:static-host",
  "check:stories-in-browser",
  "check:storybook-static",
];

/** @param {string[]} args */
function turbo(...args) {
  const started = Date.now();
  console.log(`\n=== turbo run ${args.join(" ")} ===`);
  const result = spawnSync("pnpm", ["exec", "turbo", "run", ...args], { stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\nturbo run ${args[0]}… failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== passed in ${seconds}s ===`);
}

// Two at a time: the builds, the browser checks and the suites each want a whole core.
turbo(...checks, "--concurrency=2");
// Each app's suite starts its own servers and browsers: one app at a time.
turbo("e2e", "--concurrency=1");
