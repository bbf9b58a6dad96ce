import { Hono, type MiddlewareHandler } from "hono";
import { apiError } from "./apiError";
import { bearerTokenMatches } from "./bearerTokenMatches";
import { apiMetrics } from "../observability/metrics";

export interface MetricsRouteOptions {
  /** Unset turns `/metrics` off (404), as it does the admin listing. */
  adminToken: string | undefined;
  /** Its own per-client limit, which wrong tokens count against too. */
  guard: MiddlewareHandler;
  /** Brings the gauges read at scrape time (the database's) up to date first. */
  beforeScrape: () => Promise<void>;
}

/**
 * `GET /metrics`: the registry in Prometheus' text format, for a scraper holding the admin token
 * (`Authorization: Bearer $API_ADMIN_TOKEN`, checked in constant time).
 */
export function metricsRoutes({ adminToken, guard, beforeScrape }: MetricsRouteOptions) {
  const routes = new Hono();
  routes.get("/metrics", guard, async (c) => {
    if (!adminToken) return apiError(c, 404, "Not found");
    if (!bearerTokenMatches(c.req.header("Authorization"), adminToken)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return apiError(c, 401, "A valid admin bearer token is required");
    }
    await beforeScrape();
    return c.body(await apiMetrics.metrics(), 200, {
      "Content-Type": apiMetrics.contentType,
      "Cache-Control": "no-store",
    });
  });
  return routes;
}
