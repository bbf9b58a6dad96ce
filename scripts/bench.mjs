#!/usr/bin/env node
// `pnpm bench`: the figures the site is held to, after `pnpm build`. For each page: gzipped
// JavaScript a first visit loads before any interaction, and Lighthouse scores (mobile
// defaults). Exits non-zero when a page's JavaScript is over its budget or a Lighthouse score is
// below budgets.json's `lighthouse.minScore` (100) in every one of `lighthouse.runs` runs, so a
// regression fails instead of printing.
//   node scripts/bench.mjs [--app main] [--path / --path /docs/fees] [--no-lighthouse]
// Without --path it measures the app's key routes listed in budgets.json (`lighthouse.routes`).
// It starts the app's production server itself, on the port `pnpm start` uses, and the local API
// (the pages that show prices ask it). For the main and VIP sites it then times the gold buy
// price against the LCP (scripts/bench-spot.mjs; --no-spot skips it) and the host's CPU time per
// page it renders islands into (scripts/bench-host.mjs), and INP while typing an amount on
// /calculators at 4x CPU in both languages (scripts/bench-calculators.mjs). For the main site it then measures a
// mainland visitor across the border on main and cny (scripts/bench-cross-border.mjs, which needs
// both builds; --no-cross-border skips it).
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";
import { chromium as playwrightChromium } from "@playwright/test";
import budgets from "../budgets.json" with { type: "json" };
import {
  appOrigin,
  chromiumArgs,
  chromiumPath,
  firstVisitJs,
  kb,
  lighthouseReport,
  serveApi,
  serveApp,
  siteAppNamed,
} from "./benchHelpers.mjs";

const { values } = parseArgs({
  options: {
    app: { type: "string", default: "main" },
    path: { type: "string", multiple: true },
    "no-lighthouse": { type: "boolean", default: false },
    "no-spot": { type: "boolean", default: false },
    "no-cross-border": { type: "boolean", default: false },
  },
});

const app = siteAppNamed(values.app);
/** @type {Partial<Record<string, string[]>>} */
const lighthouseRoutes = budgets.lighthouse.routes;
const paths = values.path ?? lighthouseRoutes[app] ?? ["/"];
const origin = appOrigin(app);
const api = await serveApi();
const server = await serveApp(app);
/** @type {string[]} */
const failures = [];

const browser = await playwrightChromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
try {
  for (const path of paths) {
    const { scripts, bytes, budgetKb, over } = await firstVisitJs(browser, app, path);
    console.log(
      `\n${values.app} ${path}: ${kb(bytes)} kB of gzipped JavaScript before interaction` +
        (budgetKb ? ` (budget ${budgetKb} kB)` : ""),
    );
    if (over)
      failures.push(`${values.app} ${path}: ${kb(bytes)} kB of JavaScript > ${budgetKb} kB`);
    for (const script of scripts)
      console.log(`  ${kb(script.gzip).padStart(7)} kB  ${script.name}`);
    if (values["no-lighthouse"]) continue;
    // Several runs, judged by the best of them (Lighthouse CI's "optimistic" aggregation): a real
    // regression lowers every run, while this busy machine's noise lowers one now and then.
    const runs = Array.from({ length: budgets.lighthouse.runs }, () =>
      lighthouseReport(`${origin}${path}`),
    );
    for (const run of runs) console.log(`  lighthouse (mobile): ${run.summary}`);
    for (const category of Object.keys(runs[0]?.scores ?? {})) {
      const scores = runs.map((run) => run.scores[category] ?? 0).sort((a, b) => a - b);
      const best = scores.at(-1) ?? 0;
      const floor = minScore(category, path);
      if (best < floor) {
        const failing = new Set(runs.flatMap((run) => run.failing));
        failures.push(
          `${values.app} ${path}: Lighthouse ${category} best ${best} < ${floor} (runs ${scores.join(", ")}; audits below 1: ${[...failing].join(", ")})`,
        );
      }
    }
  }
} finally {
  await browser.close();
  server.kill();
  api.kill();
}

if (!values["no-spot"] && (app === "main" || app === "vip")) {
  try {
    execFileSync("node", ["scripts/bench-spot.mjs", "--app", app], { stdio: "inherit" });
  } catch {
    failures.push(`${app}: the gold buy price comes later than 1.3x the LCP (see above)`);
  }
  try {
    execFileSync("node", ["scripts/bench-host.mjs", "--app", app], { stdio: "inherit" });
  } catch {
    failures.push(`${app}: the host takes more than 5 ms of CPU for a page (see above)`);
  }
  try {
    for (const lang of ["en", "zh"])
      execFileSync("node", ["scripts/bench-calculators.mjs", "--app", app, "--lang", lang], {
        stdio: "inherit",
      });
  } catch {
    failures.push(`${app}: typing an amount on /calculators has an INP over 100 ms (see above)`);
  }
}

if (!values["no-cross-border"] && app === "main") {
  try {
    execFileSync("node", ["scripts/bench-cross-border.mjs"], { stdio: "inherit" });
  } catch {
    failures.push("cross-border: a figure is over budgets.json's crossBorder (see above)");
  }
}

if (failures.length) {
  console.error(`\nbench failed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(`\nbench: every figure within budgets.json`);

/**
 * The lowest score a category's best run may have: 100, but for performance the floor
 * budgets.json gives the route (or all routes), with its reason in docs/checks.md.
 * @param {string} category
 * @param {string} path
 */
function minScore(category, path) {
  if (category !== "performance") return budgets.lighthouse.minScore;
  /** @type {Partial<Record<string, number>>} */
  const floors = budgets.lighthouse.minPerformance;
  return floors[path] ?? floors["*"] ?? budgets.lighthouse.minScore;
}
