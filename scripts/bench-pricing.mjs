#!/usr/bin/env node
// Figures for the live pricing page and the China landing page: the gzipped JavaScript each
// page adds beyond the app shell (from the build manifest), and Lighthouse scores with the
// third-party chart script blocked. Build first, then run:
//   GW_PORT_OFFSET=300 pnpm --filter main --filter cny build
//   GW_PORT_OFFSET=300 node scripts/bench-pricing.mjs [--no-lighthouse]
// scripts/bench.mjs measures the whole site; this one only the pages of the pricing issue.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import {
  appOrigin,
  gzipBytes,
  kb,
  lighthouseSummary,
  manifestChunk,
  serveApp,
  viteManifest,
} from "./benchHelpers.mjs";

const { values } = parseArgs({
  options: { "no-lighthouse": { type: "boolean", default: false } },
});

/** @type {{ app: import("@gw/workspace").SiteAppName, path: string, route: string }[]} */
const pages = [
  { app: "main", path: "/live-pricing", route: "pages/livePricing/LivePricingRoute" },
  { app: "main", path: "/cny", route: "pages/china/ChinaRoute" },
  { app: "cny", path: "/", route: "routes/china/home" },
];
/** The chart is third-party: Lighthouse runs as if it were blocked (as before consent). */
const blockedUrlPatterns = ["*tradingview.com*"];

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

/**
 * Gzipped bytes of the shell every page loads and of what the page's route chunk adds.
 * @param {string} dist
 * @param {string} route
 */
function bundleSizes(dist, route) {
  const manifest = viteManifest(dist);
  /**
   * @param {string} key
   * @returns {Set<string>}
   */
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
  const file = (/** @type {string} */ key) => manifestChunk(manifest, key).file;
  const gzip = (/** @type {string} */ key) => gzipBytes(readFileSync(join(dist, file(key))));
  const addedKeys = [...closure(routeKey)].filter((key) => !shellKeys.has(key));
  const addedChunks = addedKeys.map((key) => ({ file: file(key), gzip: gzip(key) }));
  return {
    shell: [...shellKeys].reduce((sum, key) => sum + gzip(key), 0),
    added: addedChunks.reduce((sum, chunk) => sum + chunk.gzip, 0),
    addedChunks,
  };
}

/** @param {(typeof pages)[number]} page */
async function lighthouseFor(page) {
  const server = await serveApp(page.app);
  try {
    return lighthouseSummary(`${appOrigin(page.app)}${page.path}`, { blockedUrlPatterns });
  } finally {
    server.kill();
  }
}
