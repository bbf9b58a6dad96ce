#!/usr/bin/env node
// What the captcha costs: how long Chromium takes to solve a challenge on the China landing page
// (the e-mail field is focused, the form's worker solves), median of 20 fresh pages, on a desktop
// and on the phone profile; and that a script skipping the work gets no request accepted.
// Run after `pnpm --filter cny build` (with the same GW_PORT_OFFSET):
//   pnpm bench:captcha [--runs 20]
// The API starts with this environment's CAPTCHA_* settings (the defaults unless set), so a
// difficulty can be tried before it is made the default: CAPTCHA_MAX_COUNTER=600 pnpm bench:captcha
//
// The phone profile is the whole browser held to a quarter of one CPU core (a Linux CPU quota),
// the 4x slowdown of Lighthouse's mobile profile. DevTools' CPU throttling
// (Emulation.setCPUThrottlingRate) cannot stand in for it: it slows only a page's main thread, and
// Chromium refuses it for workers ("Operation is only supported for pages, not workers"), so the
// solve would run at desktop speed. Without a writable cgroup (root on Linux) the phone figure is
// 4x the desktop one, and says so. Exits non-zero when the phone median is over 1 s.
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { localOrigin } from "@gw/workspace";
import { appOrigin, chromiumArgs, chromiumPath, serveApi, serveApp } from "./benchHelpers.mjs";

const { values } = parseArgs({ options: { runs: { type: "string", default: "20" } } });
const runs = Number(values.runs);
const goalMs = 1000;
const phoneSlowdown = 4;
const api = localOrigin("api");
const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;
// Every page and the script below ask from this one address: the per-client limit is not measured.
process.env.API_RATE_LIMIT_PER_MINUTE ??= "100000";

/** The difficulty the API runs with: its own reading of this environment. */
const difficulty = JSON.parse(
  execFileSync(
    "node",
    [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      "import { readCaptchaConfig } from './src/captcha/captchaConfig.ts';" +
        "const { cost, maxCounter, lifetimeMs } = readCaptchaConfig(process.env);" +
        "console.log(JSON.stringify({ cost, maxCounter, lifetimeMs }));",
    ],
    { cwd: "apps/api", encoding: "utf8" },
  ),
);

const apiServer = await serveApi();
const siteServer = await serveApp("cny");
/** @type {{ profile: string, challenge: number, solve: number, ready: number }[]} */
const results = [];
/** @type {string[]} */
let script = [];
try {
  results.push({ profile: "desktop", ...(await measureIn(await launch(), "desktop")) });
  const quota = cpuQuota(1 / phoneSlowdown);
  if (quota) {
    try {
      results.push({
        profile: "phone",
        ...(await measureIn(await launch(quota.wrapper), "phone")),
      });
    } finally {
      quota.remove();
    }
  } else {
    const desktop = /** @type {{ challenge: number, solve: number, ready: number }} */ (results[0]);
    results.push({
      profile: `phone (estimated: ${phoneSlowdown} x desktop; no writable cgroup here)`,
      challenge: desktop.challenge * phoneSlowdown,
      solve: desktop.solve * phoneSlowdown,
      ready: desktop.ready * phoneSlowdown,
    });
  }
  script = execFileSync(
    "node",
    ["--import", "tsx", "bench/captchaWithoutBrowser.ts", api, String(runs)],
    { cwd: "apps/api", encoding: "utf8", env: { ...process.env, LOG_LEVEL: "silent" } },
  )
    .trim()
    .split("\n");
} finally {
  siteServer.kill();
  apiServer.kill();
}

console.log(
  `\ncaptcha: PBKDF2-SHA-256, ${difficulty.cost} iterations per attempt, hidden counter between ` +
    `${Math.ceil(difficulty.maxCounter / 2)} and ${difficulty.maxCounter} (CAPTCHA_COST, ` +
    `CAPTCHA_MAX_COUNTER), challenges valid ${difficulty.lifetimeMs / 60_000} min`,
);
console.log(`Chromium on the China landing page, median of ${runs} fresh pages:`);
console.log(
  "| profile | challenge fetched | solved in the worker | token ready after the first focus |",
);
console.log("|---|---|---|---|");
for (const { profile, challenge, solve, ready } of results)
  console.log(`| ${profile} | ${ms(challenge)} | ${ms(solve)} | ${ms(ready)} |`);
console.log("\nA script without a browser:");
for (const line of script) console.log(`  ${line}`);
const phoneSolve = results[1]?.solve ?? Infinity;
console.log(`goal: solved within ${ms(goalMs)} (median) on the phone profile`);
if (phoneSolve > goalMs) {
  console.error(`the phone profile takes ${ms(phoneSolve)}: lower CAPTCHA_MAX_COUNTER`);
  process.exit(1);
}

/** @param {string} [executablePath] */
function launch(executablePath = chromiumPath) {
  return chromium.launch({ executablePath, args: chromiumArgs });
}

/**
 * Fresh pages, one solve each: the medians of the challenge fetch and of the solve (ms).
 * @param {import("@playwright/test").Browser} browser
 * @param {string} label
 */
async function measureIn(browser, label) {
  const challenge = [];
  const solve = [];
  const ready = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      await context.route(
        (url) => !["localhost", "127.0.0.1"].includes(url.hostname),
        (route) => route.abort(),
      );
      // A stored cookie choice keeps the banner out of the way (the captcha never waits for it).
      await context.addInitScript(() =>
        localStorage.setItem(
          "gw.cookie-consent",
          JSON.stringify({ v: 1, analytics: false, advertising: false }),
        ),
      );
      const page = await context.newPage();
      await page.goto(`${appOrigin("cny")}/`);
      // The mark the app sets on its root once it has committed (@gw/ui's LIVE_ATTRIBUTE).
      await page.locator("#root[data-gw-live]").waitFor({ state: "attached" });
      const [fetched, solved, tokenReady] = await page.evaluate(async () => {
        // From the focus itself: the captcha's code and worker load, the challenge, the work.
        const focusedAt = performance.now();
        /** @type {HTMLElement} */ (document.querySelector("input[type=email]")).focus();
        /** @param {string} name */
        const measured = (name) => performance.getEntriesByName(name)[0];
        while (measured("gw:captcha-solve") === undefined)
          await new Promise((resolve) => setTimeout(resolve, 20));
        const solveEntry = /** @type {PerformanceEntry} */ (measured("gw:captcha-solve"));
        return [
          measured("gw:captcha-challenge")?.duration ?? 0,
          solveEntry.duration,
          solveEntry.startTime + solveEntry.duration - focusedAt,
        ];
      });
      challenge.push(fetched);
      solve.push(solved);
      ready.push(tokenReady);
      await context.close();
      process.stderr.write(`${label} ${run + 1}/${runs}: ${Math.round(solved)} ms\n`);
    }
  } finally {
    await browser.close();
  }
  return { challenge: median(challenge), solve: median(solve), ready: median(ready) };
}

/**
 * The middle value, or the mean of the two middle ones.
 * @param {number[]} numbers
 */
function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const upper = sorted.slice(Math.floor(sorted.length / 2));
  const lower = sorted.slice(0, Math.ceil(sorted.length / 2));
  return ((lower.at(-1) ?? NaN) + (upper[0] ?? NaN)) / 2;
}

/**
 * A Linux CPU quota (cgroup v2 `cpu.max`, or v1 `cpu.cfs_quota_us`) for a browser started
 * through the returned wrapper, or undefined when this machine does not let us make one.
 * @param {number} share of one core
 */
function cpuQuota(share) {
  const period = 100_000;
  const quota = Math.round(period * share);
  const name = `gw-bench-captcha-${process.pid}`;
  const v2 = "/sys/fs/cgroup";
  const v1 = "/sys/fs/cgroup/cpu";
  let group;
  try {
    if (readFileSync(join(v2, "cgroup.controllers"), "utf8").split(/\s+/).includes("cpu")) {
      group = join(v2, name);
      execFileSync("mkdir", [group]);
      writeFileSync(join(group, "cpu.max"), `${quota} ${period}`);
    } else throw new Error("no cgroup v2 cpu controller");
  } catch {
    try {
      if (!existsSync(join(v1, "cpu.cfs_quota_us"))) return undefined;
      group = join(v1, name);
      execFileSync("mkdir", [group]);
      writeFileSync(join(group, "cpu.cfs_period_us"), String(period));
      writeFileSync(join(group, "cpu.cfs_quota_us"), String(quota));
    } catch {
      return undefined;
    }
  }
  const folder = mkdtempSync(join(tmpdir(), "gw-bench-captcha-"));
  const wrapper = join(folder, "chromium-in-quota");
  // The browser and every process it starts run inside the group.
  writeFileSync(
    wrapper,
    `#!/bin/sh\necho $$ > '${join(group, "cgroup.procs")}'\nexec '${chromiumPath}' "$@"\n`,
  );
  chmodSync(wrapper, 0o755);
  return {
    wrapper,
    remove() {
      rmSync(folder, { recursive: true, force: true });
      // Empty once the browser's processes are gone, which can take a moment after close().
      for (let attempt = 0; attempt < 50; attempt++) {
        try {
          execFileSync("rmdir", [/** @type {string} */ (group)], { stdio: "ignore" });
          return;
        } catch {
          execFileSync("sleep", ["0.1"]);
        }
      }
      console.warn(`could not remove the cgroup ${group}`);
    },
  };
}
