#!/usr/bin/env node
// Figures for the document viewer, from apps/main's production build (`pnpm --filter main build`):
//  1. gzipped JavaScript that a document route adds beyond the shell (goal: at most 15 kB);
//  2. Lighthouse scores for /docs/fees (goal: 100 / 100 / 100 / 100); skip with --no-lighthouse.
// The shell is what every page loads: the entry chunk and its imports, the language catalogs,
// and the chunks every lazily loaded page shares (the site layout).
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const dist = "apps/main/dist";
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

function staticGraph(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticGraph(next, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const catalogs = Object.keys(manifest).filter((key) => key.endsWith(".po"));
const pageRoutes = Object.keys(manifest).filter((key) => /Route\.tsx$/.test(key));
const docRoute = pageRoutes.find((key) => key.endsWith("DocumentRoute.tsx"));
const sharedByPages = [...staticGraph(pageRoutes[0])].filter((key) =>
  pageRoutes.every((route) => staticGraph(route).has(key) && key !== route),
);
const shell = new Set([...staticGraph(entry), ...catalogs, ...sharedByPages]);
const added = [...staticGraph(docRoute)].filter((key) => !shell.has(key));

const sum = (keys) => keys.reduce((total, key) => total + gzipKb(manifest[key].file), 0);
console.log("Document route JavaScript (gzip -9), apps/main:");
console.log(
  `  shell: ${sum([...shell]).toFixed(1)} kB (${[...shell].map((k) => manifest[k].file).join(", ")})`,
);
for (const key of added)
  console.log(`  + ${manifest[key].file}: ${gzipKb(manifest[key].file).toFixed(1)} kB`);
const addedKb = sum(added);
console.log(`  a document route adds ${addedKb.toFixed(1)} kB beyond the shell (goal <= 15 kB)`);
console.log(
  `  /docs/fees data (compiled page, fetched on client navigation): ${gzipKb("content/docs/v1.0.1/en/fees.json").toFixed(1)} kB`,
);

const lighthousePath = process.argv.slice(2).find((arg) => arg.startsWith("/")) ?? "/docs/fees";
if (!process.argv.includes("--no-lighthouse")) await lighthouse(lighthousePath);

async function lighthouse(path) {
  const port = 4173 + Number(process.env.GW_PORT_OFFSET ?? 0);
  const server = spawn("node", ["packages/site/bin/serve.mjs", "--port", "4173", "--dir", dist], {
    stdio: "ignore",
    env: process.env,
  });
  try {
    await waitFor(`http://localhost:${port}/`);
    const result = spawnSync(
      "node",
      [
        "node_modules/lighthouse/cli/index.js",
        `http://localhost:${port}${path}`,
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
