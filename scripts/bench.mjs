#!/usr/bin/env node
// Prints the figures the site is held to: gzipped JavaScript each page loads before any
// interaction, and Lighthouse scores (mobile defaults). Run after `pnpm build`:
//   node scripts/bench.mjs [--app main] [--path / --path /docs/fees] [--no-lighthouse]
// It starts the app's production server itself, on the port `pnpm start` uses.
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium as playwrightChromium } from "@playwright/test";
import {
  appOrigin,
  chromiumArgs,
  chromiumPath,
  kb,
  lighthouseSummary,
  serveApp,
} from "./benchHelpers.mjs";

const { values } = parseArgs({
  options: {
    app: { type: "string", default: "main" },
    path: { type: "string", multiple: true, default: ["/"] },
    "no-lighthouse": { type: "boolean", default: false },
  },
});

const origin = appOrigin(values.app);
const server = await serveApp(values.app);

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
      console.log(`  lighthouse (mobile): ${lighthouseSummary(`${origin}${path}`)}`);
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
