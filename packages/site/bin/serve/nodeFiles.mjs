// The build's files for the host on Node (what Cloudflare Pages' asset serving is at the edge):
// Hono's own static server for Node (a page by its folder's index.html, the build's brotli or
// gzip copy when accepted, single byte ranges) with Hono's ETag, so a repeated request gets 304.
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { etag } from "hono/etag";

const oneByteRange = /^bytes=(\d+-\d*|-\d+)$/;

/**
 * @param {string} dir the build's folder
 * @returns {(path: string, request: Request) => Promise<Response>}
 */
export function nodeFiles(dir) {
  const files = new Hono();
  files.use(etag({ weak: true }));
  files.use(serveStatic({ root: dir, precompressed: true }));
  files.notFound(() => new Response(null, { status: 404 }));
  return async (path, request) => {
    // The path is set, never parsed as an address: `//a:1/` stays a path (and is not a file).
    const url = new URL("http://files/");
    url.pathname = path;
    const headers = new Headers(request.headers);
    // RFC 9110 §14.2: a Range that is not one byte range (another unit, several ranges, no
    // numbers) is ignored and the whole file sent with 200; Hono's server would answer 206.
    if (!oneByteRange.test(headers.get("Range")?.trim() ?? "")) headers.delete("Range");
    return files.fetch(new Request(url, { method: request.method, headers }));
  };
}
