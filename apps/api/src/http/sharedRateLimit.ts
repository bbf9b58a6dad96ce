import type { Context, MiddlewareHandler } from "hono";
import { sql } from "kysely";
import type { ApiDatabase } from "../database/openDatabase";
import { apiError } from "./apiError";
import { rateLimitRefusals } from "./rateLimitMetrics";

declare module "../database/schema" {
  interface ApiSchema {
    /**
     * Shared fixed-window counters (PostgreSQL), so a limit holds across instances. Made by form
     * submission's migration 0002 (formSubmission/formSubmissionTables.ts).
     */
    rate_limit_windows: { client_key: string; window_start: number; count: number };
  }
}

export interface SharedRateLimitOptions {
  database: ApiDatabase;
  /** Which limit this is (one per route group), so groups do not share a counter. */
  scope: string;
  limit: number;
  windowMs: number;
  clientKey: (c: Context) => string;
  now?: () => number;
}

/**
 * A fixed window per client kept in the database: one atomic upsert per request counts it, so
 * every instance on the same database sees the same count and a split flood gets one allowance.
 */
export function sharedRateLimit({
  database: { db },
  scope,
  limit,
  windowMs,
  clientKey,
  now = Date.now,
}: SharedRateLimitOptions): MiddlewareHandler {
  let requestsSinceSweep = 0;
  return async (c, next) => {
    const time = now();
    const windowStart = Math.floor(time / windowMs) * windowMs;
    const { count } = await db
      .insertInto("rate_limit_windows")
      .values({ client_key: `${scope}:${clientKey(c)}`, window_start: windowStart, count: 1 })
      .onConflict((conflict) =>
        conflict
          .columns(["client_key", "window_start"])
          .doUpdateSet({ count: sql<number>`rate_limit_windows.count + 1` }),
      )
      .returning("count")
      .executeTakeFirstOrThrow();
    // Old windows are never read again; clearing them now and then keeps the table small.
    if (++requestsSinceSweep >= 1000) {
      requestsSinceSweep = 0;
      await db.deleteFrom("rate_limit_windows").where("window_start", "<", windowStart).execute();
    }
    if (Number(count) > limit) {
      rateLimitRefusals.inc({ scope });
      c.header("Retry-After", String(Math.ceil((windowStart + windowMs - time) / 1000)));
      return apiError(c, 429, "Too many requests; please try again in a minute");
    }
    await next();
  };
}
