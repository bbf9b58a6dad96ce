#!/usr/bin/env node
// Serves one app's production build on Node: the very host the static host's edge runs (the
// build's `_worker.js`, from src/host), given Node's files and HTML rewriter (./serve/nodeHost.mjs). This file adds only what Node needs around it: the port, a request
// target that is no path (400, before any URL is made of it), the request log, and compressing the
// pages the host rewrote (the edge's CDN does that there).
import { createHash } from "node:crypto";
import { createWriteStream, mkdirSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, resolve } from "node:path";
import { parseArgs, promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { portOf } from "@gw/workspace";
import { nodeHost } from "./serve/nodeHost.mjs";
import { requestTarget } from "./serve/requestTarget.mjs";

// `--app main` listens on that app's port from the workspace's ports table (GW_PORT_OFFSET
// applied); `--port` names an exact port instead (0 takes a free one, which the "serving" line
// names). `--api` points the host at another API for its prices than the build's (a test's).
const { values } = parseArgs({
  options: {
    app: { type: "string" },
    port: { type: "string" },
    dir: { type: "string", default: "dist" },
    api: { type: "string" },
  },
});
const port = values.port
  ? Number(values.port)
  : portOf(/** @type {import("@gw/workspace").LocalServer} */ (values.app ?? "main"));
const dir = resolve(values.dir);

const host = await nodeHost(dir, { apiUrl: values.api }).catch((/** @type {Error} */ error) => {
  console.error(error.message);
  process.exit(1);
});

const compress = {
  // Within 2% of the build's size (quality 11) in a fifth of the time (~20 ms for a page).
  br: (/** @type {Buffer} */ html) =>
    promisify(brotliCompress)(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 10 } }),
  gzip: (/** @type {Buffer} */ html) => promisify(gzip)(html, { level: 9 }),
};

/**
 * Rewritten pages, compressed: a page changes once per price interval, currency and language, so
 * each is compressed once, not once per visitor (the last few hundred kept).
 * @type {Map<string, Buffer>}
 */
const compressedPages = new Map();

/**
 * A page the host rewrote, compressed as the request accepts (the build's files come compressed).
 * @param {Request} request
 * @param {Response} response
 */
async function compressed(request, response) {
  const type = response.headers.get("Content-Type") ?? "";
  if (!type.startsWith("text/html") || response.headers.has("Content-Encoding") || !response.body)
    return response;
  const accepted = request.headers.get("Accept-Encoding") ?? "";
  const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
  if (!encoding) return response;
  const html = Buffer.from(await response.arrayBuffer());
  const key = `${encoding} ${createHash("sha1").update(html).digest("base64")}`;
  let body = compressedPages.get(key);
  if (!body) {
    body = await compress[encoding](html);
    compressedPages.set(key, body);
    if (compressedPages.size > 300)
      compressedPages.delete(compressedPages.keys().next().value ?? "");
  }
  const headers = new Headers(response.headers);
  headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.length));
  headers.set("Vary", [headers.get("Vary"), "Accept-Encoding"].filter(Boolean).join(", "));
  return new Response(new Uint8Array(body), { status: response.status, headers });
}

const listener = getRequestListener(async (request) =>
  compressed(request, await host.fetch(request)),
);

// GW_SERVE_LOG names a file that gets one `METHOD URL` line per request (the e2e run checks it
// for form fields that reached an address).
const logFile = process.env.GW_SERVE_LOG;
if (logFile) mkdirSync(dirname(logFile), { recursive: true });
const requestLog = logFile ? createWriteStream(logFile, { flags: "w" }) : null;

const server = createServer((req, res) => {
  requestLog?.write(`${req.method} ${req.url}\n`);
  const target = requestTarget(req.url ?? "");
  if (!target) {
    res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" });
    res.end("The request target is not a path of this server\n");
    return;
  }
  // The host reads the path as it was resolved here, never the raw target.
  req.url = target.pathname + target.search;
  void listener(req, res);
});
server.listen(port, () =>
  console.log(
    `serving ${dir} on http://localhost:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`,
  ),
);
