import { Counter } from "prom-client";
import { apiMetrics } from "../observability/metrics";

/** Requests refused with 429, by the limit that refused them (`contact`, `price-alerts`, …). */
export const rateLimitRefusals = new Counter({
  name: "gw_rate_limit_refusals_total",
  help: "Requests refused with 429 by a per-client rate limit, by the limit's scope",
  labelNames: ["scope"] as const,
  registers: [apiMetrics],
});
