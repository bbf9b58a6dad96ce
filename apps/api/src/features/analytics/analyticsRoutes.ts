import type { CountsAnswer } from "@gw/api-client/counts";
import { publicApiPaths } from "@gw/api-client/public-calls";
import { Hono, type MiddlewareHandler } from "hono";
import { apiError } from "../../http/apiError";
import { bearerTokenMatches } from "../../http/bearerTokenMatches";
import { readJsonBody } from "../../http/readJsonBody";
import { readQuery } from "../../http/readQuery";
import { analyticsMetrics } from "./analyticsMetrics";
import type { countFlusher } from "./countFlusher";
import { countsRequestSchema } from "./countsRequestSchema";
import type { CountStore } from "./countStore";
import { notCounted } from "./notCounted";
import { reportCsv } from "./reportCsv";
import { reportQuerySchema, reportRangeProblem } from "./reportQuerySchema";
import { sydneyDate } from "./sydneyDate";

/** The report's address (contract.md "First-party counts"). */
const reportPath = "/v1/analytics/daily";

export interface AnalyticsRoutesOptions {
  flusher: ReturnType<typeof countFlusher>;
  store: Pick<CountStore, "daily">;
  now: () => Date;
  /** The counting call's per-client rate limit. */
  guard: MiddlewareHandler;
  /** The admin calls' own rate limit: every call counts, a wrong token's too. */
  adminGuard: MiddlewareHandler;
  adminToken: string | undefined;
}

/**
 * `POST /v1/analytics/counts` (every page, through its host's `/api`): the events a tab gathered,
 * each added to today's count in memory; `202 {"counted": n}`, 0 for a visitor asking not to be
 * tracked or a self-declared bot; anything malformed `400` and nothing counted.
 *
 * `GET /v1/analytics/daily?from&to[&format=csv]` (admin): the daily counts as JSON or CSV.
 */
export function analyticsRoutes({
  flusher,
  store,
  now,
  guard,
  adminGuard,
  adminToken,
}: AnalyticsRoutesOptions) {
  const routes = new Hono();

  routes.post(publicApiPaths.counts, guard, async (c) => {
    const body = await readJsonBody(c, countsRequestSchema);
    if (!body.ok) return body.response;
    const reason = notCounted((name) => c.req.header(name));
    if (reason) {
      analyticsMetrics.uncounted.inc({ reason });
      return c.json<CountsAnswer>({ counted: 0 }, 202);
    }
    const date = sydneyDate(now());
    const { site, events } = body.value;
    for (const { event, page, language, source, medium, campaign, device } of events)
      flusher.add({ date, site, event, page, language, source, medium, campaign, device });
    return c.json<CountsAnswer>({ counted: events.length }, 202);
  });

  routes.get(reportPath, adminGuard, async (c) => {
    if (!adminToken) return apiError(c, 404, "Not found");
    if (!bearerTokenMatches(c.req.header("Authorization"), adminToken)) {
      c.header("WWW-Authenticate", 'Bearer realm="analytics"');
      return apiError(c, 401, "A valid admin bearer token is required");
    }
    const query = readQuery(c, reportQuerySchema);
    if (!query.ok) return query.response;
    const problem = reportRangeProblem(query.value);
    if (problem) return apiError(c, 400, problem);
    // This instance's latest counts first (another instance's come with its next flush); a
    // failure is logged and counted, and the report still answers from what is written.
    await flusher.flush().catch(() => {});
    const rows = await store.daily(query.value.from, query.value.to);
    c.header("Cache-Control", "no-store");
    if (query.value.format === "json") return c.json({ rows });
    c.header(
      "Content-Disposition",
      `attachment; filename="counts-${query.value.from}-${query.value.to}.csv"`,
    );
    return c.body(reportCsv(rows), 200, { "Content-Type": "text/csv; charset=utf-8" });
  });

  return routes;
}
