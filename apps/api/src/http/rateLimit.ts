import type { Context, MiddlewareHandler } from "hono";
import { apiError } from "./apiError";
import { rateLimitRefusals } from "./rateLimitMetrics";

export interface RateLimitOptions {
  /** Which limit this is, as counted in `gw_rate_limit_refusals_total{scope}`. */
  scope: string;
  limit: number;
  windowMs: number;
  clientKey: (c: Context) => string;
  now?: () => number;
}

/** Forgetting old windows keeps memory bounded however many clients come and go. */
const sweepAbove = 10_000;

/** A fixed window per client: at most `limit` requests per `windowMs`, then 429 until it rolls over. */
export function rateLimit({
  scope,
  limit,
  windowMs,
  clientKey,
  now = Date.now,
}: RateLimitOptions): MiddlewareHandler {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return async (c, next) => {
    const time = now();
    if (windows.size > sweepAbove) {
      for (const [key, window] of windows)
        if (time - window.startedAt >= windowMs) windows.delete(key);
    }
    const key = clientKey(c);
    let window = windows.get(key);
    if (!window || time - window.startedAt >= windowMs) {
      window = { startedAt: time, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limit) {
      rateLimitRefusals.inc({ scope });
      c.header("Retry-After", String(Math.ceil((window.startedAt + windowMs - time) / 1000)));
      return apiError(c, 429, "Too many requests; please try again in a minute");
    }
    await next();
  };
}
