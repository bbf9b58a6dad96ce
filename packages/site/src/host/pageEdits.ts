import { createMiddleware } from "hono/factory";
import type { HostEnv, HostRuntime } from "./hostEnv";

/**
 * Makes the changes the middleware after it ask for (`edits`: the islands, `noindex`) to the
 * page's HTML in one pass of the HTML rewriter, as it streams (Cloudflare's own at the edge, its
 * WebAssembly build on Node; no text search over HTML). A page no one changes, or no page at all,
 * goes as it came.
 */
export function pageEdits(HTMLRewriter: HostRuntime["HTMLRewriter"]) {
  return createMiddleware<HostEnv>(async (c, next) => {
    c.set("edits", []);
    await next();
    if (c.var.edits.length === 0 || !c.res.ok) return;
    const rewriter = new HTMLRewriter();
    for (const edit of c.var.edits) await edit(rewriter);
    const page = rewriter.transform(c.res);
    const headers = new Headers(page.headers);
    // What described the file's bytes no longer does.
    for (const name of ["Content-Length", "ETag", "Last-Modified"]) headers.delete(name);
    // Unset first: Hono would copy the old answer's headers onto the new one.
    c.res = undefined;
    c.res = new Response(page.body, { status: page.status, headers });
  });
}
