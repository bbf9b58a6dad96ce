import {
  historyIntervalOf,
  historyQuerySchema,
  spotQuerySchema,
  type HistoryQuery,
  type PriceHistory,
} from "@gw/api-client/schemas";
import { Hono, type MiddlewareHandler } from "hono";
import * as v from "valibot";
import { apiError } from "../../http/apiError";
import { describeIssues } from "../../http/describeIssues";
import { cacheFor, feedEtag, latestAnswer, withEtag } from "../../priceFeeds/feedAnswer";
import type { Prices } from "./createPrices";
import { atInterval, historyCsv, rangeStart, sourceParts } from "./historySeries";
import { tradingDayOf } from "../../priceFeeds/marketCalendar";
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
  routes.use("/v1/prices/*", feedEtag());

  routes.get("/v1/prices/spot", async (c) => {
    const query = v.safeParse(spotQuerySchema, c.req.query());
    if (!query.success) return apiError(c, 400, describeIssues(query.issues));
    const answer = await service.spot(query.output.currency);
    return latestAnswer(c, answer, (spot) => spot.prices, {
      updateIntervalMs: service.updateIntervalMs,
      now: now(),
    });
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
