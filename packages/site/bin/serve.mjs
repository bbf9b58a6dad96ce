#!/usr/bin/env node
// Serves one app's production build: prerendered pages, precompressed assets, the production
// headers the build wrote (headers.json: the same rules as the static host's _headers), and for
// an unknown path the nearest prerendered page above it (so `/referral/{code}` gets the referral
// page), else the home page kept out of search results (the build's 404.html, sent with 200). It
// answers whatever the Host header says: rejecting foreign hosts is the site's own host check.
import { createServer } from "node:http";
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { parseArgs } from "node:util";
import { portOf } from "@gw/workspace";
import sirv from "sirv";
import { headersFor } from "./deploy/productionHeaders.mjs";
import { EDGE_VARY, edgeAnswerPath } from "./edge/edgeLocale.mjs";
import { HEADERS_JSON } from "./deploy/writeHostFiles.mjs";

// `--app main` listens on that app's port from the workspace's ports table (GW_PORT_OFFSET
// applied); `--port` names an exact port instead (benchmarks serving a copy beside the app).
const { values } = parseArgs({
  options: {
    app: { type: "string" },
    port: { type: "string" },
    dir: { type: "string", default: "dist" },
  },
});
const port = values.port
  ? Number(values.port)
  : portOf(/** @type {import("@gw/workspace").LocalServer} */ (values.app ?? "main"));
const dir = resolve(values.dir);

const headerRulesFile = join(dir, HEADERS_JSON);
const headerRules = existsSync(headerRulesFile)
  ? JSON.parse(readFileSync(headerRulesFile, "utf8"))
  : [];

/**
 * @param {import("node:http").ServerResponse} res
 * @param {string} pathname
 */
function setProductionHeaders(res, pathname) {
  res.setHeader("Cache-Control", "no-cache");
  for (const [name, value] of Object.entries(headersFor(headerRules, pathname))) {
    res.setHeader(name, value);
  }
  if (languageChosen.has(res)) {
    res.setHeader("Vary", [res.getHeader("Vary"), EDGE_VARY].filter(Boolean).join(", "));
  }
}

const assets = sirv(dir, {
  gzip: true,
  brotli: true,
  etag: true,
  setHeaders: setProductionHeaders,
});

/** Every prerendered page by its path ("" is the home page), read once at start. */
const pages = new Map(
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file === "index.html" || file.endsWith(`${sep}index.html`))
    .map((file) => [
      relative(dir, join(dir, file, ".."))
        .split(sep)
        .join("/"),
      readFileSync(join(dir, file)),
    ]),
);

/** Language roots: their 404.html is the home page marked noindex (none where unknown paths are pages). */
const notFoundPages = new Map(
  ["", "zh"]
    .filter((root) => existsSync(join(dir, root, "404.html")))
    .map((root) => [root, readFileSync(join(dir, root, "404.html"))]),
);

/** The nearest page above an unknown path, and whether it is a language's home as a fallback. */
function fallbackPage(url = "/") {
  const segments = new URL(url, "http://host").pathname.split("/").filter(Boolean);
  while (segments.length > 0) {
    segments.pop();
    const path = segments.join("/");
    const page = pages.get(path);
    if (!page) continue;
    const notFound = notFoundPages.get(path);
    return notFound ? { body: notFound, noindex: true } : { body: page, noindex: false };
  }
  return { body: pages.get(""), noindex: false };
}

/**
 * Answers whose language the server chose, so caches keep one copy per language.
 * @type {WeakSet<import("node:http").ServerResponse>}
 */
const languageChosen = new WeakSet();

/** The languages prerendered under a prefix (`zh` for `/zh/...`). */
const prefixedLocales = ["zh"].filter((code) => pages.has(code));

/**
 * The server picks the language before any HTML is sent: an unprefixed page address is answered
 * with the visitor's language twin (served in place: no redirect, no English page first). The
 * page's head script then gives it its own address.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
function answerInVisitorLanguage(req, res) {
  const url = new URL(req.url ?? "/", "http://host");
  const path = edgeAnswerPath(
    {
      pathname: url.pathname,
      cookie: req.headers.cookie,
      acceptLanguage: req.headers["accept-language"],
    },
    prefixedLocales,
  );
  if (path === null) return;
  languageChosen.add(res);
  req.url = `${path}${url.search}`;
}

// GW_SERVE_LOG names a file that gets one `METHOD URL` line per request (the e2e run checks it
// for form fields that reached an address).
const logFile = process.env.GW_SERVE_LOG;
if (logFile) mkdirSync(dirname(logFile), { recursive: true });
const requestLog = logFile ? createWriteStream(logFile, { flags: "w" }) : null;

createServer((req, res) => {
  requestLog?.write(`${req.method} ${req.url}\n`);
  answerInVisitorLanguage(req, res);
  assets(req, res, () => {
    const pathname = new URL(req.url ?? "/", "http://host").pathname;
    const { body, noindex } = fallbackPage(req.url);
    setProductionHeaders(res, pathname);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    if (noindex) res.setHeader("X-Robots-Tag", "noindex");
    res.writeHead(200);
    res.end(body);
  });
}).listen(port, () => console.log(`serving ${dir} on http://localhost:${port}`));
