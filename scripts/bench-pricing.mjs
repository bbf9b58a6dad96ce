#!/usr/bin/env node
// Figures for the live pricing page and the China landing page: the gzipped JavaScript each
// page adds beyond the app shell (from the build manifest), and Lighthouse scores with the
// third-party chart script blocked. Build first, then run:
//   GW_PORT_OFFSET=300 pnpm --filter main --filter cny build
//   GW_PORT_OFFSET=300 node scripts/bench-pricing.mjs [--no-lighthouse]
// scripts/bench.mjs measures the whole site; this one only the pages of the pricing issue.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import chromium from "../e2e/chromium.json" with { type: "json" };

const { values } = parseArgs({
  options: { "no-lighthouse": { type: "boolean", default: false } },
});

const pages = [
  { app: "main", port: 4173, path: "/live-pricing", route: "pages/livePricing/LivePricingRoute" },
  { app: "main", port: 4173, path: "/cny", route: "pages/china/ChinaRoute" },
  { app: "cny", port: 4175, path: "/", route: "pages/china/ChinaRoute" },
];
/** The chart is third-party: Lighthouse runs as if it were blocked (as before consent). */
const blockedUrlPatterns = ["*tradingview.com*"];
const offset = Number(process.env.GW_PORT_OFFSET ?? 0);
const chromiumPath = process.env.CHROMIUM_PATH ?? chromium.executablePath;

for (const page of pages) {
  const dist = `apps/${page.app}/dist`;
  const size = bundleSizes(dist, page.route);
  console.log(`\n${page.app} ${page.path}`);
  console.log(`  shell (entry + English catalogs): ${kb(size.shell)} kB gzipped`);
  console.log(`  added by the page:                ${kb(size.added)} kB gzipped`);
  for (const chunk of size.addedChunks)
    console.log(`    ${kb(chunk.gzip).padStart(6)} kB  ${chunk.file}`);
  if (!values["no-lighthouse"]) console.log(`  lighthouse (mobile): ${await lighthouseFor(page)}`);
}

/** Gzipped bytes of the shell every page loads and of what the page's route chunk adds. */
function bundleSizes(dist, route) {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const shellKeys = closure("index.html");
  for (const key of Object.keys(manifest)) if (key.endsWith("/locales/en.po")) shellKeys.add(key);
  const routeKey = Object.keys(manifest).find((key) => key.includes(route));
  if (!routeKey) throw new Error(`${route} is not in ${dist}'s manifest: build the app first`);
  const gzip = (key) => gzipSync(readFileSync(join(dist, manifest[key].file)), { level: 9 }).length;
  const addedKeys = [...closure(routeKey)].filter((key) => !shellKeys.has(key));
  const addedChunks = addedKeys.map((key) => ({ file: manifest[key].file, gzip: gzip(key) }));
  return {
    shell: [...shellKeys].reduce((sum, key) => sum + gzip(key), 0),
    added: addedChunks.reduce((sum, chunk) => sum + chunk.gzip, 0),
    addedChunks,
  };
}

async function lighthouseFor(page) {
  const origin = `http://localhost:${page.port + offset}`;
  const server = spawn("node", ["../../packages/site/bin/serve.mjs", "--port", String(page.port)], {
    cwd: `apps/${page.app}`,
    stdio: "ignore",
  });
  const dir = mkdtempSync(join(tmpdir(), "gw-bench-pricing-"));
  try {
    await waitForServer(origin);
    execFileSync(
      "pnpm",
      [
        "exec",
        "lighthouse",
        `${origin}${page.path}`,
        "--quiet",
        "--output=json",
        `--output-path=${join(dir, "report.json")}`,
        `--blocked-url-patterns=${blockedUrlPatterns.join(",")}`,
        `--chrome-flags=${chromium.args.join(" ")} --user-data-dir=${join(dir, "profile")}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: chromiumPath },
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    const report = JSON.parse(readFileSync(join(dir, "report.json"), "utf8"));
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const audit = (id) => report.audits[id].displayValue;
    return (
      `performance ${score("performance")}, accessibility ${score("accessibility")}, ` +
      `best practices ${score("best-practices")}, SEO ${score("seo")} ` +
      `(LCP ${audit("largest-contentful-paint")}, CLS ${audit("cumulative-layout-shift")}, ` +
      `TBT ${audit("total-blocking-time")})`
    );
  } finally {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function waitForServer(url) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not start`);
}

function kb(bytes) {
  return (bytes / 1024).toFixed(1);
}
