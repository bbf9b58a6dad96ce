import type { Context, MiddlewareHandler } from "hono";
import type { RequestIdVariables } from "hono/request-id";
import { httpRequestDuration, httpRequests } from "./httpMetrics";
import { logger } from "./logger";

/** Any other method a client invents is counted as `OTHER`, so labels stay a short list. */
const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * One log line and one observation per request, after it is answered: method, the Hono route
 * pattern that answered (never the raw path, which carries link tokens and grows without end;
 * `/*` when no route matched or a catch-all middleware answered), status, duration, the request
 * id (`hono/request-id`, before this) and the client as the rate limits see it.
 */
export function observeRequests(
  client: (c: Context) => string,
): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const seconds = (performance.now() - started) / 1000;
    const method = knownMethods.has(c.req.method) ? c.req.method : "OTHER";
    const labels = { method, route: c.req.routePath, status: String(c.res.status) };
    httpRequests.inc(labels);
    httpRequestDuration.observe(labels, seconds);
    logger[c.res.status >= 500 ? "error" : "info"](
      {
        event: "http.request",
        requestId: c.get("requestId"),
        ...labels,
        status: c.res.status,
        ms: Math.round(seconds * 10_000) / 10,
        client: client(c),
      },
      `${method} ${labels.route} ${c.res.status}`,
    );
  };
}
