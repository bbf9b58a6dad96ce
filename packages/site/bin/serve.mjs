#!/usr/bin/env node
// Serves one app's production build: prerendered pages, precompressed assets, long caching for
// hashed files, and for an unknown path the nearest prerendered page above it (so
// `/referral/{code}` gets the referral page), else index.html. It answers whatever the Host
// header says: rejecting foreign hosts is the site's own host check, not the server's.
import { createServer } from "node:http";
import { createWriteStream, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { parseArgs } from "node:util";
import sirv from "sirv";

const { values } = parseArgs({
  options: { port: { type: "string" }, dir: { type: "string", default: "dist" } },
});
const offset = Number(process.env.GW_PORT_OFFSET ?? 0);
const port = Number(values.port) + offset;
const dir = resolve(values.dir);

const assets = sirv(dir, {
  gzip: true,
  brotli: true,
  etag: true,
  setHeaders(res, pathname) {
    const immutable = pathname.startsWith("/assets/");
    res.setHeader("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  },
});

/** Every prerendered page by its path ("" is the home page), read once at start. */
const pages = new Map(
  readdirSync(dir, { recursive: true })
    .filter((file) => file === "index.html" || file.endsWith(`${sep}index.html`))
    .map((file) => [
      relative(dir, join(dir, file, ".."))
        .split(sep)
        .join("/"),
      readFileSync(join(dir, file)),
    ]),
);

function fallbackPage(url = "/") {
  const segments = new URL(url, "http://host").pathname.split("/").filter(Boolean);
  while (segments.length > 0) {
    segments.pop();
    const page = pages.get(segments.join("/"));
    if (page) return page;
  }
  return pages.get("");
}

// GW_SERVE_LOG names a file that gets one `METHOD URL` line per request (the e2e run checks it
// for form fields that reached an address).
const logFile = process.env.GW_SERVE_LOG;
if (logFile) mkdirSync(dirname(logFile), { recursive: true });
const requestLog = logFile ? createWriteStream(logFile, { flags: "w" }) : null;

createServer((req, res) => {
  requestLog?.write(`${req.method} ${req.url}\n`);
  assets(req, res, () => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
    res.end(fallbackPage(req.url));
  });
}).listen(port, () => console.log(`serving ${dir} on http://localhost:${port}`));
