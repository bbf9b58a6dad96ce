#!/usr/bin/env node
// What the host costs per page it renders islands into, as the edge runs it: the CPU time of one
// answer (the island rendered by React, the page rewritten by the HTML rewriter; the spot answer
// already kept, as for all but one visitor an interval), median of 100 after 20 to warm up, and
// the bundle's size. On Node with the rewriter's WebAssembly build, which is slower than the
// edge's own. Run after a build:   node scripts/bench-host.mjs [--app main] [--runs 100]
// Exits non-zero above 5 ms a page (Workers' free plan allows 10 ms of CPU a request).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { nodeHost } from "@gw/site/node-host";
import { gzipBytes, kb, siteAppNamed } from "./benchHelpers.mjs";
import exampleSpotPrices from "@gw/api-client/testing/spot-prices.json" with { type: "json" };

const { values } = parseArgs({
  options: { app: { type: "string", default: "main" }, runs: { type: "string", default: "100" } },
});
const app = siteAppNamed(values.app);
const runs = Number(values.runs);
const goalMs = 5;
const dist = join("apps", app, "dist");

// The API, answered in-process: what is measured is the host, not a network.
const host = await nodeHost(dist, {
  fetch: async (input) => {
    const currency = new URL(String(input)).searchParams.get("currency") ?? "AUD";
    return new Response(JSON.stringify({ ...exampleSpotPrices, currency }), {
      headers: { "Content-Type": "application/json", "Cache-Control": "public, max-age=3600" },
    });
  },
});

/** CPU milliseconds (user and system) for one whole answer. @param {string} path @param {string} cookie */
async function cpuMs(path, cookie) {
  const started = process.cpuUsage();
  const response = await host.fetch(
    new Request(`http://localhost${path}`, { headers: { Cookie: cookie } }),
  );
  await response.arrayBuffer();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

const worker = readFileSync(join(dist, "_worker.js"));
console.log(
  `${app}: host bundle ${kb(worker.length)} kB minified, ${kb(gzipBytes(worker))} kB gzipped`,
);
console.log(`| page | currency | CPU per answer (median of ${runs}) |`);
console.log("|---|---|---|");
let failed = false;
for (const path of ["/live-pricing", "/zh/live-pricing", "/", "/zh/"]) {
  for (const currency of ["AUD", "USD"]) {
    const cookie = `gw_currency=${currency}`;
    for (let run = 0; run < 20; run++) await cpuMs(path, cookie);
    const times = [];
    for (let run = 0; run < runs; run++) times.push(await cpuMs(path, cookie));
    const median = /** @type {number} */ (times.sort((a, b) => a - b)[Math.floor(runs / 2)]);
    if (median > goalMs) failed = true;
    console.log(`| ${path} | ${currency} | ${median.toFixed(2)} ms |`);
  }
}
console.log(`goal: under ${goalMs} ms a page`);
if (failed) process.exit(1);
