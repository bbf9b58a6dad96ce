#!/usr/bin/env node
// One host, two runtimes: each built app's host (`_worker.js`, from packages/site/src/host) is run
// by Cloudflare's own runtime (`wrangler pages dev`: workerd, its HTMLRewriter and Pages' asset
// serving) beside gw-serve (Node, the rewriter's WebAssembly build, the build's folder), both
// asking one stand-in API for prices, and both must answer every address alike for every kind of
// visitor: the same page to the byte (islands included), language, canonical address and content
// security policy, the choices varying caches, and noindex on the fallback. A plain static host
// (the same files without the host: `_headers` and `_redirects` alone) must send every production
// header gw-serve sends, to the value. Both forward a form's call under `/api` to the API with
// the host's token and the site it came through (`X-Gw-Site`, the origin the visitor asked).
// Run by `pnpm test` after the builds:   node scripts/check-static-host.mjs [--app main]
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { siteApps } from "@gw/workspace";
import exampleSpotPrices from "@gw/api-client/testing/spot-prices.json" with { type: "json" };

// The newest date the pinned wrangler's runtime supports; older dates stay valid forever.
const compatibilityDate = "2026-05-01";

const { values } = parseArgs({ options: { app: { type: "string", multiple: true } } });
const apps = values.app ?? siteApps;

// The whole check takes seconds; a server that never answers or never stops must fail the run,
// not hold it until CI gives up.
const watchdogMinutes = 5;
setTimeout(() => {
  console.error(`check-static-host: still running after ${watchdogMinutes} minutes, stopping`);
  process.exit(1);
}, watchdogMinutes * 60_000).unref();

const visitors = {
  crawler: {},
  "English browser": { "Accept-Language": "en-AU,en;q=0.9" },
  "Chinese browser": { "Accept-Language": "zh-CN,zh;q=0.9,en;q=0.8" },
  "Chinese choice": { Cookie: "gw_lang=zh", "Accept-Language": "en-AU" },
  "English choice": { Cookie: "gw_lang=en", "Accept-Language": "zh-CN" },
  "US dollars chosen": { Cookie: "gw_currency=USD", "Accept-Language": "en-AU" },
};

// The API's stand-in: one fixed quote in every currency, so both hosts write the same figures.
// It keeps the headers of each form call a host forwards to it.
/** @type {import("node:http").IncomingHttpHeaders[]} */
const forwardedForms = [];
const api = createHttpServer((req, res) => {
  if (req.method === "POST") forwardedForms.push(req.headers);
  const currency = new URL(req.url ?? "/", "http://api").searchParams.get("currency") ?? "AUD";
  res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "max-age=600" });
  res.end(JSON.stringify({ ...exampleSpotPrices, currency }));
});
await new Promise((listening) => api.listen(0, "127.0.0.1", () => listening(undefined)));
const apiUrl = `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (api.address()).port}`;

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once("error", reject)
      .listen(0, "127.0.0.1", () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
  });
}

/**
 * Starts a server in a process group of its own, so that stopping it also stops what it started
 * (wrangler runs workerd): a grandchild left running would hold the output pipes open and keep
 * this script, and the whole test run, waiting forever.
 * @param {string} command
 * @param {string[]} args
 * @param {import("node:child_process").SpawnOptions} [options]
 */
function start(command, args, options) {
  const child = spawn(command, args, {
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
    ...options,
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const signalGroup = (/** @type {NodeJS.Signals} */ signal) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // The group has already gone.
    }
  };
  const killOnExit = () => signalGroup("SIGKILL");
  process.on("exit", killOnExit);
  /** Asks the group to stop, forces it after a grace period, and lets go of its pipes. */
  const stop = async () => {
    const exited = new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve(undefined);
      else child.once("exit", resolve);
    });
    signalGroup("SIGTERM");
    const forced = setTimeout(() => signalGroup("SIGKILL"), 5000);
    await exited;
    clearTimeout(forced);
    signalGroup("SIGKILL");
    child.stdout?.destroy();
    child.stderr?.destroy();
    process.off("exit", killOnExit);
  };
  return { child, output: () => output, stop };
}

/** @param {string} origin @param {ReturnType<typeof start>} server */
async function waitFor(origin, server) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.child.exitCode !== null) break;
    try {
      await fetch(origin);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${origin} did not start:\n${server.output()}`);
}

/**
 * The addresses to compare: every page in both languages, below a page, a stray path, and files
 * (which a rewrite rule must never shadow).
 * @param {string} dist
 */
function addresses(dist) {
  const files = readdirSync(dist, { recursive: true, encoding: "utf8" });
  const pages = files
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .map((file) => `/${file.replace(/index\.html$/, "")}`.replace(/(.)\/$/, "$1"));
  const deepest = pages.filter((page) => page !== "/" && page !== "/zh").at(-1);
  // A document as an app embeds it, in both languages.
  const embedded = files.flatMap((file) => {
    const page = /^_embedded\/(.+)\/index\.html$/.exec(file)?.[1];
    return page ? [`/${page}?embedded=true`] : [];
  });
  const script = files.find((file) => /^assets\/.+\.js$/.test(file));
  return [
    ...pages.filter((page) => !page.startsWith("/_embedded/")),
    ...embedded,
    `${deepest}/below/a/page`,
    "/no/such/address",
    "/robots.txt",
    "/sitemap.xml",
    "/favicon.svg",
    ...(script ? [`/${script}`] : []),
  ];
}

/** The production headers (`bin/deploy/productionHeaders.mjs`), which `_headers` must also give. */
const productionHeaders = [
  "cache-control",
  "content-security-policy",
  "strict-transport-security",
  "permissions-policy",
  "cross-origin-opener-policy",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
];

/** @type {Record<string, string>} Types with two correct names, compared by one. */
const sameType = { "application/javascript": "text/javascript", "text/xml": "application/xml" };

/**
 * What must match between the two servers for one answer.
 * @param {Response} response
 * @param {string} html
 * @returns {Record<string, unknown>}
 */
function summary(response, html) {
  const type = response.headers.get("content-type") ?? "";
  const isHtml = type.startsWith("text/html");
  const pick = (/** @type {RegExp} */ pattern) => html.match(pattern)?.[1] ?? null;
  return {
    ok: response.status < 400 || (isHtml && response.status === 404),
    status: response.status,
    // The whole page, islands and all (what is left of the answer's max-age depends on when
    // each host asked).
    page: isHtml
      ? createHash("sha256")
          .update(html.replace(/"maxAgeSeconds":\d+/g, ""))
          .digest("base64")
      : null,
    prices: isHtml ? /id="gw-spot-answer"/.test(html) : null,
    type: sameType[type.split(";")[0] ?? ""] ?? type.split(";")[0],
    lang: isHtml ? pick(/<html lang="([^"]+)"/) : null,
    title: isHtml ? pick(/<title>([^<]*)<\/title>/) : null,
    canonical: isHtml ? pick(/<link rel="canonical" href="([^"]+)"/) : null,
    noindex:
      /noindex/.test(response.headers.get("x-robots-tag") ?? "") ||
      (isHtml && /<meta name="robots" content="noindex"/.test(html)),
    csp: response.headers.get("content-security-policy"),
    headers: Object.fromEntries(
      productionHeaders.map((name) => [name, response.headers.get(name)]),
    ),
    variesByLanguage: /Cookie, Accept-Language/.test(response.headers.get("vary") ?? ""),
    variesByCookie: /Cookie/.test(response.headers.get("vary") ?? ""),
  };
}

/** The token both hosts forward with, as a deployment's secret. */
const proxyToken = "check-static-host-token";

/**
 * Sends a contact call through a host's `/api` and returns the headers the API received with it,
 * or why there are none.
 * @param {string} origin
 */
async function forwardedForm(origin) {
  const before = forwardedForms.length;
  const response = await fetch(`${origin}/api/v1/contact/request/`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Gw-Site": "https://forged.test" },
    body: "{}",
  });
  await response.arrayBuffer();
  return forwardedForms.length > before ? forwardedForms.at(-1) : `answered ${response.status}`;
}

/** @param {string} origin @param {string} path @param {Record<string, string>} headers */
async function answer(origin, path, headers) {
  const response = await fetch(`${origin}${path}`, { headers, redirect: "manual" });
  return summary(response, await response.text());
}

let failures = 0;
for (const app of apps) {
  const dist = join("apps", app, "dist");
  if (!existsSync(join(dist, "_worker.js"))) {
    console.error(`${dist} has no _worker.js: build first`);
    process.exit(1);
  }
  const [gwPort, edgePort, plainPort, inspectorPort, plainInspectorPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const state = mkdtempSync(join(tmpdir(), "gw-static-host-"));
  // The same files without the host: what a plain static host serves from `_headers`.
  const plainDist = join(state, "plain");
  cpSync(dist, plainDist, { recursive: true, filter: (file) => !file.endsWith("_worker.js") });
  const gwServe = start(
    "node",
    ["packages/site/bin/serve.mjs", "--dir", dist, "--port", String(gwPort), "--api", apiUrl],
    { env: { ...process.env, API_PROXY_TOKEN: proxyToken } },
  );
  /** Cloudflare's own runtime on `folder`, run from a folder of its own (wrangler keeps its state in its working folder). */
  const wrangler = (
    /** @type {string} */ folder,
    /** @type {number} */ port,
    /** @type {number} */ inspector,
  ) => {
    const cwd = join(state, `wrangler-${port}`);
    mkdirSync(cwd);
    return start(
      resolve("node_modules/.bin/wrangler"),
      [
        "pages",
        "dev",
        resolve(folder),
        "--port",
        String(port),
        "--inspector-port",
        String(inspector),
        "--compatibility-date",
        compatibilityDate,
        "--binding",
        `API_URL=${apiUrl}`,
        "--binding",
        `API_PROXY_TOKEN=${proxyToken}`,
        "--log-level",
        "error",
      ],
      { cwd, env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" } },
    );
  };
  const edge = wrangler(dist, edgePort, inspectorPort);
  const plain = wrangler(plainDist, plainPort, plainInspectorPort);
  const gwOrigin = `http://127.0.0.1:${gwPort}`;
  const edgeOrigin = `http://127.0.0.1:${edgePort}`;
  const plainOrigin = `http://127.0.0.1:${plainPort}`;
  try {
    await Promise.all([
      waitFor(gwOrigin, gwServe),
      waitFor(edgeOrigin, edge),
      waitFor(plainOrigin, plain),
    ]);
    /** @type {[string, string][]} */
    const runtimes = [
      ["gw-serve", gwOrigin],
      ["Cloudflare's runtime", edgeOrigin],
    ];
    for (const [runtime, origin] of runtimes) {
      const headers = await forwardedForm(origin);
      const site = typeof headers === "object" ? headers["x-gw-site"] : headers;
      const token = typeof headers === "object" ? headers["x-gw-proxy-token"] : headers;
      if (site === origin && token === proxyToken) continue;
      failures++;
      console.error(
        `${app}: ${runtime} forwarded a form with X-Gw-Site ${JSON.stringify(site)} and token ${JSON.stringify(token)}, not ${origin} and its own`,
      );
    }
    let compared = 0;
    let withPrices = 0;
    for (const path of addresses(dist)) {
      for (const [visitor, headers] of Object.entries(visitors)) {
        const ask = () =>
          Promise.all([
            answer(gwOrigin, path, headers),
            answer(edgeOrigin, path, headers),
            answer(plainOrigin, path, headers),
          ]);
        let [expected, actual, plainAnswer] = await ask();
        // A host whose first ask of the API met a busy machine (over its 300 ms) writes pages
        // without prices until it asks again, seconds later: compare once both hold the answer,
        // as a visitor's next page would find them.
        for (let retry = 0; retry < 20 && expected.prices !== actual.prices; retry++) {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          [expected, actual, plainAnswer] = await ask();
        }
        // Pages answers its own 404 page with `no-store` whatever `_headers` says: compared where
        // it answers as the host does.
        const plainHeaders = JSON.stringify(plainAnswer.headers);
        if (plainAnswer.status !== 404 && plainHeaders !== JSON.stringify(expected.headers)) {
          failures++;
          console.error(
            `${app} ${path} (${visitor}): _headers gives another header than gw-serve:`,
          );
          console.error(
            `  gw-serve ${JSON.stringify(expected.headers)}\n  _headers ${plainHeaders}`,
          );
        }
        compared++;
        if (expected.prices && actual.prices) withPrices++;
        const differences = Object.keys(expected).filter(
          (key) => JSON.stringify(expected[key]) !== JSON.stringify(actual[key]),
        );
        if (differences.length === 0 && expected.ok) continue;
        failures++;
        console.error(`${app} ${path} (${visitor}):`);
        for (const key of expected.ok ? differences : ["ok"]) {
          console.error(
            `  ${key}: gw-serve ${JSON.stringify(expected[key])}, static host ${JSON.stringify(actual[key])}`,
          );
        }
      }
    }
    // Pages with islands must have had them written, or the comparison proved nothing of them.
    if (existsSync(join(dist, "live-pricing", "index.html")) && withPrices === 0) {
      failures++;
      console.error(`${app}: no page came with today's prices written in`);
    }
    console.log(
      `${app}: ${compared} answers compared with Cloudflare's runtime (${withPrices} with prices written in) and their headers with a plain static host's`,
    );
  } finally {
    await Promise.all([gwServe.stop(), edge.stop(), plain.stop()]);
    rmSync(state, { recursive: true, force: true });
  }
}
api.close();
if (failures > 0)
  console.error(`\n${failures} answers differ between gw-serve and the static host`);
process.exit(failures > 0 ? 1 : 0);
