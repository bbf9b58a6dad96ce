#!/usr/bin/env node
// Serves one app's production build: prerendered pages, precompressed assets, long caching for
// hashed files, and the fallback page (index.html) for any unknown path. It answers whatever
// the Host header says: rejecting foreign hosts is the site's own host check, not the server's.
import { createServer } from "node:http";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
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
const fallback = readFileSync(join(dir, "index.html"));

createServer((req, res) =>
  assets(req, res, () => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
    res.end(fallback);
  }),
).listen(port, () => console.log(`serving ${dir} on http://localhost:${port}`));
