#!/usr/bin/env node
// Prints the figures the site is held to: gzipped JavaScript each page loads before any
// interaction, and Lighthouse scores (mobile defaults). Run after `pnpm build`:
//   node scripts/bench.mjs [--app main] [--path / --path /docs/fees] [--no-lighthouse]
// It starts the app's production server itself, on the port `pnpm start` uses.
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium as playwrightChromium } from "@playwright/test";
import chromium from "../e2e/chromium.json" with { type: "json" };

const { values } = parseArgs({
  options: {
    app: { type: "string", default: "main" },
    path: { type: "string", multiple: true, default: ["/"] },
    "no-lighthouse": { type: "boolean", default: false },
  },
});

const basePorts = { main: 4173, vip: 4174, cny: 4175, register: 4176 };
const offset = Number(process.env.GW_PORT_OFFSET ?? 0);
const port = basePorts[values.app] + offset;
const origin = `http://localhost:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? chromium.executablePath;
const chromiumArgs = chromium.args;

const server = spawn(
  "node",
  ["../../packages/site/bin/serve.mjs", "--port", String(basePorts[values.app])],
  {
    cwd: `apps/${values.app}`,
    stdio: "ignore",
  },
);
process.on("exit", () => server.kill());
await waitForServer(origin);

const browser = await playwrightChromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
try {
  for (const path of values.path) {
    const scripts = await scriptsLoadedBy(path);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    console.log(
      `\n${values.app} ${path}: ${kb(total)} kB of gzipped JavaScript before interaction`,
    );
    for (const script of scripts)
      console.log(`  ${kb(script.gzip).padStart(7)} kB  ${script.name}`);
    if (!values["no-lighthouse"])
      console.log(`  lighthouse (mobile): ${lighthouse(`${origin}${path}`)}`);
  }
} finally {
  await browser.close();
  server.kill();
}

/** Every script the page fetched until the network went quiet, gzipped as the server sends it. */
async function scriptsLoadedBy(path) {
  const context = await browser.newContext();
  await context.route(
    (url) => !["localhost", "127.0.0.1"].includes(url.hostname),
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const scripts = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.body().catch(() => null);
    if (body)
      scripts.push({
        name: new URL(response.url()).pathname,
        gzip: gzipSync(body, { level: 9 }).length,
      });
  });
  await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
  await context.close();
  return scripts.sort((a, b) => b.gzip - a.gzip);
}

function lighthouse(url) {
  const dir = mkdtempSync(join(tmpdir(), "gw-lighthouse-"));
  try {
    execFileSync(
      "pnpm",
      [
        "exec",
        "lighthouse",
        url,
        "--quiet",
        "--output=json",
        `--output-path=${join(dir, "report.json")}`,
        `--chrome-flags=${chromiumArgs.join(" ")} --user-data-dir=${join(dir, "profile")}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: chromiumPath },
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    const report = JSON.parse(readFileSync(join(dir, "report.json"), "utf8"));
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const audits = report.audits;
    return (
      `performance ${score("performance")}, accessibility ${score("accessibility")}, ` +
      `best practices ${score("best-practices")}, SEO ${score("seo")} ` +
      `(LCP ${audits["largest-contentful-paint"].displayValue}, CLS ${audits["cumulative-layout-shift"].displayValue}, TBT ${audits["total-blocking-time"].displayValue})`
    );
  } finally {
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
