import { createMiddleware } from "hono/factory";
import type { HostEnv, HostRuntime } from "./hostEnv";
import { isPageAddress } from "./visitorLanguage";

/** The host's own files: a static host reads them, no visitor gets them. */
const hostOnlyFiles = new Set(["/_headers", "/_redirects", "/_worker.js", "/_routes.json"]);

/**
 * The build's files at addresses that are no page's (`/robots.txt`, `/assets/…`), as the request
 * asks for them (encoding, range, conditions); an address no file answers, or one of the host's
 * own files, goes on to the nearest page.
 */
export function staticFiles(files: HostRuntime["files"]) {
  return createMiddleware<HostEnv>(async (c, next) => {
    const { pathname } = new URL(c.req.url);
    const hostOnly = hostOnlyFiles.has(decodeURIComponent(pathname).replace(/\/+$/, ""));
    if (isPageAddress(pathname) || hostOnly) return next();
    const file = await files(pathname, c.req.raw);
    if (file.status === 404) return next();
    return new Response(file.body, { status: file.status, headers: new Headers(file.headers) });
  });
}
