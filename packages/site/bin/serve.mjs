#!/usr/bin/env node
// Serves one app's production build: prerendered pages, precompressed assets, the production
// headers the build wrote for the static host (`_headers`), and for an unknown path the nearest
// prerendered page above it (so `/referral/{code}` gets the referral page), else the home page
// kept out of search results (the build's 404.html, sent with 200). It answers whatever the Host
// header says: rejecting foreign hosts is the site's own host check. No request can stop it: a
// method other than GET or HEAD gets 405, a target that is not a path 400, a byte range past the
// file 416 (sirv, patched), and anything unforeseen 500 for that request alone. A page that shows
// spot prices is answered with them in it, by the build's edge worker's own code, as the static
// host's edge answers it.
import { createServer } from "node:http";
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { portOf } from "@gw/workspace";
import sirv from "sirv";
import { headersFor, parseHeadersFile } from "./deploy/productionHeaders.mjs";
import { HOST_ONLY_FILES } from "./deploy/writeHostFiles.mjs";
import { EDGE_VARY, edgeAnswerPath } from "./edge/edgeLocale.mjs";
import { requestTarget } from "./serve/requestTarget.mjs";

// `--app main` listens on that app's port from the workspace's ports table (GW_PORT_OFFSET
// applied); `--port` names an exact port instead (benchmarks serving a copy beside the app; 0 takes
// a free one, which the "serving" line names).
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

const headerRulesFile = join(dir, "_headers");
const headerRules = existsSync(headerRulesFile)
  ? parseHeadersFile(readFileSync(headerRulesFile, "utf8"))
  : [];
const hostOnlyPaths = new Set(HOST_ONLY_FILES.map((file) => `/${file}`));
/** Whether a path names one of the host's own files, however it is spelled (sirv decodes it). */
const isHostOnly = (/** @type {string} */ pathname) =>
  hostOnlyPaths.has(decodeURIComponent(pathname).replace(/\/+$/, ""));

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

/**
 * Writes today's spot prices into a page that shows them: the edge worker's filler, from the build
 * (`dist/_worker.js`), so gw-serve answers such a page as the static host's edge does. None for a
 * build from before the worker had one.
 * @type {import("@gw/pricing/edge-fill").EdgeSpotFiller | null}
 */
const spotPrices = await (async () => {
  const worker = join(dir, "_worker.js");
  if (!existsSync(worker)) return null;
  /** @type {{ createEdgeSpotFiller?: typeof import("@gw/pricing/edge-fill").createEdgeSpotFiller }} */
  const edge = await import(pathToFileURL(worker).href);
  return edge.createEdgeSpotFiller?.({ fetchAnswer: (input, init) => fetch(input, init) }) ?? null;
})();

/** Language roots: their 404.html is the home page marked noindex (none where unknown paths are pages). */
const notFoundPages = new Map(
  ["", "zh"]
    .filter((root) => existsSync(join(dir, root, "404.html")))
    .map((root) => [root, readFileSync(join(dir, root, "404.html"))]),
);

/**
 * The nearest page above an unknown path, and whether it is a language's home as a fallback.
 * @param {string} pathname
 */
function fallbackPage(pathname) {
  const segments = pathname.split("/").filter(Boolean);
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

// GW_SERVE_LOG names a file that gets one `METHOD URL` line per request (the e2e run checks it
// for form fields that reached an address).
const logFile = process.env.GW_SERVE_LOG;
if (logFile) mkdirSync(dirname(logFile), { recursive: true });
const requestLog = logFile ? createWriteStream(logFile, { flags: "w" }) : null;

/**
 * Answers whose language the server chose, so caches keep one copy per language.
 * @type {WeakSet<import("node:http").ServerResponse>}
 */
const languageChosen = new WeakSet();

/** The languages prerendered under a prefix (`zh` for `/zh/...`). */
const prefixedLocales = ["zh"].filter((code) => pages.has(code));

/**
 * The path to answer with: the server picks the language before any HTML is sent, so an
 * unprefixed page address is answered with the visitor's language twin (served in place: no
 * redirect, no English page first; the page's head script then gives it its own address).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} pathname
 */
function pathInVisitorLanguage(req, res, pathname) {
  const path = edgeAnswerPath(
    { pathname, cookie: req.headers.cookie, acceptLanguage: req.headers["accept-language"] },
    prefixedLocales,
  );
  if (path === null) return pathname;
  languageChosen.add(res);
  return path;
}

/**
 * The nearest page, for a path no file answers (and for the host's own files, kept from visitors).
 * @param {import("node:http").ServerResponse} res
 * @param {string} pathname
 */
function sendFallbackPage(res, pathname) {
  const { body, noindex } = fallbackPage(pathname);
  setProductionHeaders(res, pathname);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  if (noindex) res.setHeader("X-Robots-Tag", "noindex");
  res.writeHead(200);
  res.end(body);
}

/**
 * The prerendered page a GET for `pathname` answers with spot prices written in, or null when it
 * is no page or shows none (sirv serves it as built).
 * @param {import("node:http").IncomingMessage} req
 * @param {string} pathname
 */
function spotPageFor(req, pathname) {
  if (!spotPrices || req.method !== "GET") return null;
  const key = pathname.replace(/^\/+|\/+$/g, "");
  const page = pages.get(key);
  const link = headersFor(headerRules, pathname).Link;
  return page && link && spotPrices.shows(link) ? { key, page, link } : null;
}

/**
 * Each page's last filled HTML, compressed: the prices change once an interval, so a page is
 * compressed nearly as tightly as the build compresses it, once per change, not per visitor.
 * @type {Map<string, { html: Buffer, body: Buffer }>}
 */
const compressedPages = new Map();

/**
 * @param {Buffer} html
 * @param {"br" | "gzip"} encoding
 * @param {string} page the page's key in `pages`: one entry per page however its address is spelt
 * @returns {Promise<Buffer>}
 */
async function compressed(html, encoding, page) {
  const key = `${encoding} ${page}`;
  const kept = compressedPages.get(key);
  if (kept && kept.html.equals(html)) return kept.body;
  /** @type {Buffer} */
  const body = await new Promise((done, fail) => {
    const finish = (/** @type {Error | null} */ error, /** @type {Buffer} */ result) =>
      error ? fail(error) : done(result);
    if (encoding === "br") {
      // Within 2% of the build's size (quality 11) in a fifth of the time (~20 ms for a page).
      brotliCompress(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 10 } }, finish);
    } else gzip(html, { level: 9 }, finish);
  });
  compressedPages.set(key, { html, body });
  return body;
}

/**
 * Answers a page with today's spot prices in it, compressed as the visitor accepts.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} pathname
 * @param {{ key: string, page: Buffer, link: string }} spotPage
 */
async function sendSpotPage(req, res, pathname, { key, page, link }) {
  const html = Buffer.from(
    await /** @type {NonNullable<typeof spotPrices>} */ (spotPrices).fill(
      page.toString("utf8"),
      link,
    ),
  );
  const accepted = String(req.headers["accept-encoding"] ?? "");
  const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
  const body = encoding ? await compressed(html, encoding, key) : html;
  setProductionHeaders(res, pathname);
  res.setHeader("Content-Type", "text/html;charset=utf-8");
  res.setHeader("Vary", [res.getHeader("Vary"), "Accept-Encoding"].filter(Boolean).join(", "));
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.writeHead(200);
  res.end(body);
}

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {string} reason
 * @param {Record<string, string>} [headers]
 */
function refuse(res, status, reason, headers = {}) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...headers });
  res.end(`${reason}\n`);
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
function serve(req, res) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    return refuse(res, 405, "Only GET and HEAD are served", { Allow: "GET, HEAD" });
  }
  const target = requestTarget(req.url ?? "");
  if (!target) return refuse(res, 400, "The request target is not a path of this server");
  const pathname = pathInVisitorLanguage(req, res, target.pathname);
  // sirv and the fallback read the path as it was resolved here, never the raw target.
  req.url = pathname + target.search;
  if (isHostOnly(target.pathname)) return sendFallbackPage(res, pathname);
  const spotPage = spotPageFor(req, pathname);
  if (spotPage) {
    sendSpotPage(req, res, pathname, spotPage).catch((error) => {
      console.error(`${req.method} ${req.url} failed:`, error);
      if (res.headersSent) res.destroy();
      else refuse(res, 500, "Internal error");
    });
    return;
  }
  assets(req, res, () => sendFallbackPage(res, pathname));
}

const server = createServer((req, res) => {
  requestLog?.write(`${req.method} ${req.url}\n`);
  try {
    serve(req, res);
  } catch (error) {
    // The last guard: whatever was missed fails this one request, not every visitor's.
    console.error(`${req.method} ${req.url} failed:`, error);
    if (res.headersSent) res.destroy();
    else refuse(res, 500, "Internal error");
  }
});
server.listen(port, () =>
  console.log(
    `serving ${dir} on http://localhost:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`,
  ),
);
