import { createHash } from "node:crypto";
import {
  historyIntervalOf,
  historyQuerySchema,
  spotQuerySchema,
  type HistoryQuery,
  type PriceHistory,
} from "@gw/api-client/schemas";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { etag, RETAINED_304_HEADERS } from "hono/etag";
import * as v from "valibot";
import { apiError } from "../../http/apiError";
import { describeIssues } from "../../http/describeIssues";
import type { Prices } from "./createPrices";
import { atInterval, historyCsv, rangeStart, sourceParts } from "./historySeries";
import { tradingDayOf } from "./marketCalendar";
import type { PriceService } from "./priceService";

/** Closes change once a day; ten minutes keeps a new one from waiting long behind a CDN. */
const historyMaxAgeSeconds = 600;

export interface PriceRoutesOptions {
  service: PriceService;
  series: Prices["series"];
  now: () => number;
  /** Limits history reads, which touch the database (spot answers come from memory). */
  historyGuard: MiddlewareHandler;
}

/** `GET /v1/prices/spot` and `GET /v1/prices/history` (contract.md "Live prices"). */
export function priceRoutes({ service, series, now, historyGuard }: PriceRoutesOptions) {
  const routes = new Hono();
  const intervalSeconds = Math.floor(service.updateIntervalMs / 1000);
  // A CDN or browser revalidates with If-None-Match and gets 304; the CORS header stays on it.
  routes.use(
    "/v1/prices/*",
    etag({ retainedHeaders: [...RETAINED_304_HEADERS, "access-control-allow-origin"] }),
  );

  routes.get("/v1/prices/spot", async (c) => {
    const query = v.safeParse(spotQuerySchema, c.req.query());
    if (!query.success) return apiError(c, 400, describeIssues(query.issues));
    const answer = await service.spot(query.output.currency);
    if (!answer.ok) {
      c.header("Cache-Control", "no-store");
      c.header("Retry-After", String(intervalSeconds));
      return apiError(c, 503, answer.reason);
    }
    // Fresh until this instance next asks the provider, never longer than one interval; and no
    // cache may serve it, even while revalidating, past the moment it would turn delayed or
    // unavailable or the market opens or shuts.
    const time = now();
    const secondsUntil = (instant: number) => Math.max(0, Math.floor((instant - time) / 1000));
    const truthful = secondsUntil(answer.changesAt);
    const maxAge = Math.min(intervalSeconds, secondsUntil(answer.nextRefreshAt), truthful);
    cacheFor(c, maxAge, Math.min(intervalSeconds, truthful - maxAge));
    return withEtag(c, JSON.stringify(answer.prices), "application/json");
  });

  routes.get("/v1/prices/history", historyGuard, async (c) => {
    const query = v.safeParse(historyQuerySchema, c.req.query());
    if (!query.success) return apiError(c, 400, describeIssues(query.issues));
    const { metal, range, currency, format } = query.output;
    const interval = query.output.interval ?? historyIntervalOf[range];
    const from = rangeStart(range, tradingDayOf(now()));
    const stored = await series(metal, currency, from);
    const { points, sourceOf } = atInterval(stored.points, stored.sourceOf, interval);
    const since = stored.since ?? null;
    // ALL has no first day to reach back to: it always says since when.
    const complete = since !== null && from !== undefined && since <= from;
    const sources = sourceParts(points, sourceOf);
    cacheFor(c, historyMaxAgeSeconds, historyMaxAgeSeconds);
    if (format === "csv") {
      // The contract keeps the body `date,close`: what it holds is said in its name and headers.
      const name = csvFileName(query.output, complete ? undefined : (since ?? undefined));
      c.header("Content-Disposition", `attachment; filename="${name}"`);
      if (since) c.header("Price-History-Since", since);
      c.header("Price-History-Sources", sources.map((part) => part.source).join(", "));
      return withEtag(c, historyCsv(points), "text/csv; charset=utf-8");
    }
    const history: PriceHistory = {
      metal,
      currency,
      range,
      interval,
      points,
      since,
      complete,
      sources,
    };
    return withEtag(c, JSON.stringify(history), "application/json");
  });

  return routes;
}

/**
 * Names the download after what it holds: `gold-AUD-1Y.csv`, `gold-AUD-5Y-since-2023-04-03.csv`,
 * `gold-AUD-ALL-monthly.csv`.
 */
function csvFileName(
  { metal, currency, range, interval }: HistoryQuery,
  since: string | undefined,
) {
  const monthly = interval ? `-${interval}` : "";
  return `${metal}-${currency}-${range}${monthly}${since ? `-since-${since}` : ""}.csv`;
}

/**
 * The body with a strong ETag of its SHA-1, hashed here at once: the etag middleware would hash
 * every body through WebCrypto's thread pool, which queues under a thousand concurrent requests.
 * The middleware still answers If-None-Match with 304.
 */
function withEtag(c: Context, body: string, contentType: string) {
  c.header("ETag", `"${createHash("sha1").update(body).digest("hex")}"`);
  c.header("Content-Type", contentType);
  return c.body(body);
}

function cacheFor(c: Context, maxAge: number, staleWhileRevalidate: number) {
  c.header(
    "Cache-Control",
    `public, max-age=${maxAge}, stale-while-revalidate=${staleWhileRevalidate}`,
  );
}
