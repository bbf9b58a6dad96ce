import { createMiddleware } from "hono/factory";
import type { HostEnv, HostRuntime } from "./hostEnv";
import { vary } from "./vary";

/**
 * Compresses a page the host wrote (the build's files come compressed) as the request accepts,
 * with the runtime's codec (`compress`: on Node; at the edge the CDN compresses what the worker
 * answers, in the codings each visitor accepts).
 */
export function compression(compress: NonNullable<HostRuntime["compress"]>) {
  return createMiddleware<HostEnv>(async (c, next) => {
    await next();
    const { headers, status, body } = c.res;
    const html = (headers.get("Content-Type") ?? "").startsWith("text/html");
    if (!html || headers.has("Content-Encoding") || !body || c.req.method === "HEAD") return;
    const accepted = c.req.header("Accept-Encoding") ?? "";
    const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
    if (!encoding) return;
    const compressed = await compress(new Uint8Array(await c.res.arrayBuffer()), encoding);
    const sent = new Headers(headers);
    sent.set("Content-Encoding", encoding);
    sent.set("Content-Length", String(compressed.byteLength));
    vary(sent, "Accept-Encoding");
    // Unset first: Hono would copy the old answer's headers onto the new one.
    c.res = undefined;
    c.res = new Response(compressed, { status, headers: sent });
  });
}
