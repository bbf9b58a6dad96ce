// What the bench scripts share: serving an app's build, waiting for it, and running Lighthouse.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import chromium from "@gw/e2e/chromium.json" with { type: "json" };
import { localOrigin, portOf, siteApps } from "@gw/workspace";
import budgets from "../budgets.json" with { type: "json" };

export const chromiumPath = process.env.CHROMIUM_PATH ?? chromium.executablePath;
export const chromiumArgs = chromium.args;

/**
 * The site app a command line names, or a clear refusal.
 * @param {string} name
 */
export function siteAppNamed(name) {
  const app = siteApps.find((known) => known === name);
  if (!app) throw new Error(`--app ${name}: not one of ${siteApps.join(", ")}`);
  return app;
}

/**
 * The app's origin with GW_PORT_OFFSET applied, as serve.mjs listens on it.
 * @param {import("@gw/workspace").SiteAppName} app
 */
export function appOrigin(app) {
  return localOrigin(app);
}

/**
 * Serves the app's production build until the returned server is killed: on the app's port, or on
 * `port` asking the API at `api` (behind a bench's link).
 * @param {import("@gw/workspace").SiteAppName} app
 * @param {{ port?: number, api?: string }} [elsewhere]
 */
export async function serveApp(app, { port, api } = {}) {
  const where = port ? ["--port", String(port), ...(api ? ["--api", api] : [])] : [];
  const server = spawn("node", ["../../packages/site/bin/serve.mjs", "--app", app, ...where], {
    cwd: `apps/${app}`,
    stdio: "ignore",
  });
  process.on("exit", () => server.kill());
  await waitForServer(port ? `http://localhost:${port}` : appOrigin(app));
  return server;
}

/**
 * Serves the local API (development price provider, a throwaway database) until the returned
 * server is killed: pages that show prices ask it as they load. On its own port unless `port`.
 * @param {{ port?: number }} [elsewhere]
 */
export async function serveApi({ port = portOf("api") } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "gw-bench-api-"));
  const server = spawn("node", ["--import", "tsx", "src/server.ts"], {
    cwd: "apps/api",
    stdio: "ignore",
    env: { ...process.env, PORT: String(port), API_DB: join(dir, "api.sqlite") },
  });
  const stop = () => {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  process.on("exit", stop);
  const origin = `http://localhost:${port}`;
  await waitForServer(`${origin}/readyz`);
  // A running API has answered for prices before: the hosts' first ask must not meet its start-up
  // (beyond the host's time limit, the page would come without prices written in).
  await waitForServer(`${origin}/v1/prices/spot`);
  return { kill: stop };
}

/**
 * @typedef {object} LighthouseOptions
 * @property {string[]} [blockedUrlPatterns] Addresses Lighthouse must not load.
 */

/**
 * Lighthouse's four scores and three vitals for one address (mobile defaults), as one line.
 * @param {string} url
 * @param {LighthouseOptions} [options]
 */
export function lighthouseSummary(url, options) {
  return lighthouseReport(url, options).summary;
}

/**
 * Lighthouse's four category scores (0-100, by category id) and a one-line summary.
 * @param {string} url
 * @param {LighthouseOptions} [options]
 */
export function lighthouseReport(url, options = {}) {
  // Lighthouse sometimes fails to record the page-load trace (NO_NAVSTART) and says to run it
  // again; a run that does finish is never retried, so a low score still fails.
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseRun(url, options);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(
        `  lighthouse did not finish (${String(error).split("\n")[0]}); running it again`,
      );
    }
  }
}

/**
 * @param {string} url
 * @param {LighthouseOptions} options
 * @returns {{ scores: Record<string, number>, summary: string, failing: string[] }}
 */
function lighthouseRun(url, { blockedUrlPatterns = [] }) {
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
        "--only-categories=performance,accessibility,best-practices,seo",
        ...(blockedUrlPatterns.length
          ? [`--blocked-url-patterns=${blockedUrlPatterns.join(",")}`]
          : []),
        `--chrome-flags=${chromiumArgs.join(" ")} --user-data-dir=${join(dir, "profile")}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: chromiumPath },
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    const report = JSON.parse(readFileSync(join(dir, "report.json"), "utf8"));
    const scores = Object.fromEntries(
      Object.entries(report.categories).map(([id, category]) => [
        id,
        Math.round((category.score ?? 0) * 100),
      ]),
    );
    const audits = report.audits;
    const summary =
      `performance ${scores.performance}, accessibility ${scores.accessibility}, ` +
      `best practices ${scores["best-practices"]}, SEO ${scores.seo} ` +
      `(LCP ${audits["largest-contentful-paint"].displayValue}, CLS ${audits["cumulative-layout-shift"].displayValue}, TBT ${audits["total-blocking-time"].displayValue})`;
    const failing = Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 1)
      .filter(
        (audit) => !["informative", "manual", "notApplicable"].includes(audit.scoreDisplayMode),
      )
      .map((audit) => audit.id);
    return { scores, summary, failing };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** @param {string} url */
async function waitForServer(url) {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not start`);
}

/** @param {number} bytes */
export function kb(bytes) {
  return (bytes / 1024).toFixed(1);
}

/**
 * Gzipped size (level 9, as the build precompresses) of a buffer or string.
 * @param {import("node:zlib").InputType} body
 */
export function gzipBytes(body) {
  return gzipSync(body, { level: 9 }).length;
}

/** @type {Partial<Record<string, Partial<Record<string, number>>>>} */
const firstVisitJsKb = budgets.firstVisitJsKb;

/**
 * A first visit's JavaScript against its budget in budgets.json (the one place both `pnpm test`
 * and `pnpm bench` judge it): the scripts, their gzipped total, the budget if any, and whether
 * the total is over it.
 * @param {import("@playwright/test").Browser} browser
 * @param {import("@gw/workspace").SiteAppName} app
 * @param {string} path
 */
export async function firstVisitJs(browser, app, path) {
  const scripts = await firstVisitScripts(browser, appOrigin(app), path);
  const bytes = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const budgetKb = firstVisitJsKb[app]?.[path];
  return { scripts, bytes, budgetKb, over: budgetKb !== undefined && bytes / 1024 > budgetKb };
}

/** How long without a request that a first visit counts as over, as Playwright's `networkidle`. */
const quietMs = 500;

/**
 * Every script a first visit to `path` fetches until the network goes quiet, gzipped as the
 * server sends it, largest first. Requests that leave localhost are aborted, as in the e2e tests.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} origin
 * @param {string} path
 */
async function firstVisitScripts(browser, origin, path) {
  const context = await browser.newContext();
  await context.route(
    (url) => !["localhost", "127.0.0.1"].includes(url.hostname),
    (route) => route.abort(),
  );
  // The counts' sender (under 1 kB) is fetched two seconds after the page's load, whether or not
  // the network is quiet by then: a visitor asking not to be tracked never fetches it, so the
  // measurement does not depend on when the machine made the page live.
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  );
  const page = await context.newPage();
  /** @type {{ name: string, gzip: number }[]} */
  const scripts = [];
  /** @type {Promise<void>[]} */
  const reading = [];
  let lastActivity = Date.now();
  const active = () => (lastActivity = Date.now());
  page.on("request", active);
  page.on("requestfinished", active);
  let measuring = true;
  page.on("response", (response) => {
    if (!measuring || response.request().resourceType() !== "script") return;
    reading.push(
      response.body().then(
        (body) => {
          scripts.push({ name: new URL(response.url()).pathname, gzip: gzipBytes(body) });
        },
        // A body no longer there: the document that asked for it was replaced (a head script
        // moving the visitor to their language's page), so it is not part of this visit.
        () => {},
      ),
    );
  });
  await page.goto(`${origin}${path}`);
  // The app is started after the first paint, which a busy machine can put more than the
  // network's idle half second after the page: wait for the app to be live, then for quiet.
  await page.locator("#root[data-gw-live]").waitFor({ state: "attached", timeout: 60_000 });
  while (Date.now() - lastActivity < quietMs) await page.waitForTimeout(100);
  // What the page asks for from here on (as the context closes) is not the first visit's.
  measuring = false;
  // Every body read before the context closes: a read cut short would count a script as nothing.
  await Promise.all(reading);
  await context.close();
  // Every page loads its app: none means the measurement failed, not that the page is small.
  if (scripts.length === 0) throw new Error(`${origin}${path} loaded no script`);
  return scripts.sort((a, b) => b.gzip - a.gzip);
}

/**
 * An app build's Vite manifest: every chunk by the source it was built from.
 * @param {string} dist
 * @returns {import("vite").Manifest}
 */
export function viteManifest(dist) {
  return JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
}

/**
 * @param {import("vite").Manifest} manifest
 * @param {string} key
 */
export function manifestChunk(manifest, key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  return chunk;
}

/**
 * What a document route's JavaScript adds beyond the shell, from an app's build manifest. The
 * shell is what every page loads: the entry chunk and its imports, the language catalogs, and
 * the chunks every lazily loaded page shares (the site layout).
 * @param {string} dist
 */
export function documentRouteAddition(dist) {
  const manifest = viteManifest(dist);
  /**
   * @param {string} key
   * @returns {Set<string>}
   */
  const staticGraph = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) staticGraph(next, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error(`${dist} has no entry chunk`);
  const catalogs = Object.keys(manifest).filter((key) => key.endsWith(".po"));
  // A page's code is what the router plugin split off its route file (`XRoute.tsx?tsr-split=…`).
  const pageRoutes = Object.keys(manifest).filter((key) => /Route\.tsx\?tsr-split=/.test(key));
  const docRoute = pageRoutes.find((key) => /\/DocsRoute\.tsx\?/.test(key));
  if (!docRoute) throw new Error(`${dist} has no DocsRoute chunk`);
  const sharedByPages = [...staticGraph(docRoute)].filter((key) =>
    pageRoutes.every((route) => staticGraph(route).has(key) && key !== route),
  );
  const shell = new Set([...staticGraph(entry), ...catalogs, ...sharedByPages]);
  /** @param {string[]} keys */
  const files = (keys) =>
    keys.map((key) => {
      const file = manifestChunk(manifest, key).file;
      return { file, gzip: gzipBytes(readFileSync(join(dist, file))) };
    });
  const added = files([...staticGraph(docRoute)].filter((key) => !shell.has(key)));
  return {
    shell: files([...shell]),
    added,
    addedBytes: added.reduce((sum, { gzip }) => sum + gzip, 0),
  };
}
