#!/usr/bin/env node
// Figures for the document viewer, from apps/main's production build (`pnpm --filter main build`):
//  1. gzipped JavaScript that a document route adds beyond the shell (budgets.json);
//  2. Lighthouse scores for /docs/fees (goal: 100 / 100 / 100 / 100); skip with --no-lighthouse.
// Exits non-zero when either misses its goal.
// The shell is what every page loads: the entry chunk and its imports, the language catalogs,
// and the chunks every lazily loaded page shares (the site layout).
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { localOrigin } from "@gw/workspace";
import budgets from "../budgets.json" with { type: "json" };
import { documentRouteAddition, gzipBytes, kb } from "./benchHelpers.mjs";

const dist = "apps/main/dist";
const { shell, added, addedBytes } = documentRouteAddition(dist);
/** @param {{ gzip: number }[]} files */
const sum = (files) => files.reduce((total, { gzip }) => total + gzip, 0);
const goal = budgets.documentRouteAddedKb;
console.log("Document route JavaScript (gzip -9), apps/main:");
console.log(`  shell: ${kb(sum(shell))} kB (${shell.map(({ file }) => file).join(", ")})`);
for (const { file, gzip } of added) console.log(`  + ${file}: ${kb(gzip)} kB`);
console.log(`  a document route adds ${kb(addedBytes)} kB beyond the shell (budget <= ${goal} kB)`);
console.log(
  `  /docs/fees data (compiled page, fetched on client navigation): ${kb(gzipBytes(readFileSync(join(dist, "content/docs/v1.0.1/en/fees.json"))))} kB`,
);
if (addedBytes / 1024 > goal) process.exitCode = 1;

const lighthousePath = process.argv.slice(2).find((arg) => arg.startsWith("/")) ?? "/docs/fees";
if (!process.argv.includes("--no-lighthouse")) await lighthouse(lighthousePath);

/** @param {string} path */
async function lighthouse(path) {
  const origin = localOrigin("main");
  const server = spawn("node", ["packages/site/bin/serve.mjs", "--app", "main", "--dir", dist], {
    stdio: "ignore",
    env: process.env,
  });
  try {
    await waitFor(`${origin}/`);
    const result = spawnSync(
      "node",
      [
        "node_modules/lighthouse/cli/index.js",
        `${origin}${path}`,
        "--output=json",
        "--output-path=stdout",
        "--quiet",
        "--only-categories=performance,accessibility,best-practices,seo",
        "--chrome-flags=--headless --no-sandbox --disable-gpu --disable-dev-shm-usage",
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (result.status !== 0) throw new Error(result.stderr || "lighthouse failed");
    const report = JSON.parse(result.stdout);
    const scores = Object.values(report.categories).map(
      (category) => `${category.title} ${Math.round(category.score * 100)}`,
    );
    console.log(`Lighthouse ${path} (mobile, simulated throttling): ${scores.join(" / ")}`);
    if (Object.values(report.categories).some((category) => category.score < 1))
      process.exitCode = 1;
    const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time"];
    console.log(`  ${metrics.map((id) => `${id} ${report.audits[id].displayValue}`).join(", ")}`);
    for (const audit of Object.values(report.audits)) {
      if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative") {
        console.log(`  below 0.9: ${audit.id} (${audit.displayValue ?? audit.score})`);
      }
    }
  } finally {
    server.kill();
  }
}

/** @param {string} url */
async function waitFor(url) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}
