// The build's files for the host on Node (what Cloudflare Pages' asset serving is at the edge):
// a file by its path, a page by its folder's index.html, the build's brotli or gzip copy when the
// request accepts it, a single byte range (RFC 9110: 416 with `Content-Range: bytes */size` when
// it cannot be served, the whole file when the header is not one byte range), and an ETag that
// answers a repeated request with 304.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import { getMimeType } from "hono/utils/mime";

/** @param {string} file */
const statOf = (file) => stat(file).catch(() => null);

/**
 * The byte range a `Range` header asks for within `size` bytes: null to send the whole file (no
 * header, or not one byte range), "unsatisfiable" when it cannot be served.
 * @param {string | null} header
 * @param {number} size
 * @returns {{ start: number, end: number } | "unsatisfiable" | null}
 */
function byteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return null;
  const [first, last] = [match[1] ?? "", match[2] ?? ""];
  if (first === "") {
    const length = Number(last);
    return length === 0 || size === 0
      ? "unsatisfiable"
      : { start: Math.max(size - length, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return start >= size || start > end ? "unsatisfiable" : { start, end };
}

/**
 * @param {string} dir the build's folder
 * @returns {(path: string, request: Request) => Promise<Response>}
 */
export function nodeFiles(dir) {
  const root = resolve(dir);
  return async (path, request) => {
    const decoded = decodeURIComponent(path);
    let file = resolve(join(root, decoded));
    if (file !== root && !file.startsWith(root + sep)) return new Response(null, { status: 404 });
    let found = await statOf(file);
    if (found?.isDirectory()) {
      file = join(file, "index.html");
      found = await statOf(file);
    }
    if (!found?.isFile()) return new Response(null, { status: 404 });

    const headers = new Headers({
      "Content-Type": getMimeType(file) ?? "application/octet-stream",
      "Accept-Ranges": "bytes",
      "Last-Modified": found.mtime.toUTCString(),
    });
    const range = request.headers.get("Range");
    const accepted = request.headers.get("Accept-Encoding") ?? "";
    // A range is of the file itself; otherwise the build's compressed copy where one is accepted.
    if (!range) {
      headers.set("Vary", "Accept-Encoding");
      for (const [encoding, suffix] of /** @type {const} */ ([
        ["br", ".br"],
        ["gzip", ".gz"],
      ])) {
        const copy = new RegExp(`\\b${encoding}\\b`).test(accepted)
          ? await statOf(`${file}${suffix}`)
          : null;
        if (!copy) continue;
        file = `${file}${suffix}`;
        found = copy;
        headers.set("Content-Encoding", encoding);
        break;
      }
    }
    const etag = `W/"${found.size.toString(16)}-${found.mtimeMs.toString(16)}"`;
    headers.set("ETag", etag);
    if (request.headers.get("If-None-Match") === etag)
      return new Response(null, { status: 304, headers });

    const wanted = byteRange(range, found.size);
    if (wanted === "unsatisfiable") {
      headers.set("Content-Range", `bytes */${found.size}`);
      return new Response(null, { status: 416, headers });
    }
    const { start, end } = wanted ?? { start: 0, end: found.size - 1 };
    headers.set("Content-Length", String(Math.max(end - start + 1, 0)));
    if (wanted) headers.set("Content-Range", `bytes ${start}-${end}/${found.size}`);
    const body =
      found.size === 0
        ? null
        : /** @type {ReadableStream} */ (Readable.toWeb(createReadStream(file, { start, end })));
    return new Response(body, { status: wanted ? 206 : 200, headers });
  };
}
