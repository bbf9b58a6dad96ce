#!/usr/bin/env node
// Fails when a production build is over a budget in budgets.json: first-visit JavaScript per
// route (measured in Chromium against the app's own server), what a document route adds beyond
// the shell, CSS per app, and the largest prerendered HTML page per app. Run by `pnpm test`
// after the builds; `pnpm bench` prints the detail and the Lighthouse scores.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium as playwrightChromium } from "@playwright/test";
import budgets from "../budgets.json" with { type: "json" };
import {
  chromiumArgs,
  chromiumPath,
  documentRouteAddition,
  firstVisitJs,
  gzipBytes,
  kb,
  serveApi,
  serveApp,
  siteAppNamed,
} from "./benchHelpers.mjs";

/** @type {{ what: string, bytes: number, budgetKb: number, over: boolean }[]} */
const results = [];
/**
 * @param {string} what
 * @param {number} bytes
 * @param {number} budgetKb
 */
const check = (what, bytes, budgetKb) =>
  results.push({ what, bytes, budgetKb, over: bytes / 1024 > budgetKb });

const dist = (/** @type {string} */ app) => join("apps", app, "dist");
/**
 * @param {string} dir
 * @param {(file: string) => boolean} test
 */
const filesIn = (dir, test) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter(test)
    .map((file) => join(dir, file));

for (const app of Object.keys(budgets.firstVisitJsKb)) {
  if (!existsSync(join(dist(app), "index.html"))) {
    console.error(`${dist(app)} is not built: build first (pnpm build)`);
    process.exit(1);
  }
}

const { addedBytes } = documentRouteAddition(dist("main"));
check("main: a document route adds beyond the shell", addedBytes, budgets.documentRouteAddedKb);

for (const [app, budget] of Object.entries(budgets.cssKb)) {
  const css = filesIn(dist(app), (file) => file.endsWith(".css"));
  const bytes = css.reduce((sum, file) => sum + gzipBytes(readFileSync(file)), 0);
  check(`${app}: CSS (${css.length} file(s))`, bytes, budget);
}

for (const [app, budget] of Object.entries(budgets.htmlKb)) {
  const pages = filesIn(dist(app), (file) => file.endsWith("index.html"));
  const [largest] = pages
    .map((file) => ({ file, bytes: gzipBytes(readFileSync(file)) }))
    .sort((a, b) => b.bytes - a.bytes);
  if (!largest) {
    console.error(`${dist(app)} has no prerendered page`);
    process.exit(1);
  }
  check(`${app}: largest HTML page of ${pages.length} (${largest.file})`, largest.bytes, budget);
}

// The local API answers, as for a visitor: the pages that show prices load what they need once
// prices arrive (the live pricing page's own chart), and that counts.
const api = await serveApi();
const browser = await playwrightChromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
try {
  for (const [app, routes] of Object.entries(budgets.firstVisitJsKb)) {
    const server = await serveApp(siteAppNamed(app));
    try {
      for (const path of Object.keys(routes)) {
        const { scripts, bytes, budgetKb, over } = await firstVisitJs(
          browser,
          siteAppNamed(app),
          path,
        );
        // What was fetched, when over: the one chunk too many is the first thing to look for.
        const detail = over
          ? ` (${scripts.map((script) => `${script.name} ${kb(script.gzip)}`).join(", ")})`
          : "";
        results.push({
          what: `${app} ${path}: first-visit JavaScript${detail}`,
          bytes,
          budgetKb: budgetKb ?? 0,
          over,
        });
      }
    } finally {
      server.kill();
    }
  }
} finally {
  await browser.close();
  api.kill();
}

for (const { what, bytes, budgetKb, over } of results)
  console.log(`${over ? "OVER" : "  ok"}  ${kb(bytes).padStart(6)} / ${budgetKb} kB  ${what}`);
const over = results.filter((result) => result.over);
if (over.length) {
  console.error(`budgets: ${over.length} over budget (budgets.json)`);
  process.exit(1);
}
console.log(`budgets: all ${results.length} figures within budgets.json`);
