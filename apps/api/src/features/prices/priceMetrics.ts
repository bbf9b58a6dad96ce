import { Counter, Gauge } from "prom-client";
import { apiMetrics } from "../../observability/metrics";

/** The price service's metrics (names agreed with the alert rules and the dashboard). */

export const providerCallsTotal = new Counter({
  name: "gw_price_provider_calls_total",
  help: "Calls made to each price provider, by how they ended",
  labelNames: ["provider", "outcome"] as const,
  registers: [apiMetrics],
});

export const providerBudgetRemaining = new Gauge({
  name: "gw_price_provider_budget_remaining",
  help: "Calls a price provider may still be asked today (UTC), when it has a daily budget",
  labelNames: ["provider"] as const,
  registers: [apiMetrics],
});

export const quoteAgeSeconds = new Gauge({
  name: "gw_price_quote_age_seconds",
  help: "Seconds since the latest quote's own time (asOf), per currency",
  labelNames: ["currency"] as const,
  registers: [apiMetrics],
});

export const quoteStale = new Gauge({
  name: "gw_price_quote_stale",
  help: "1 while the latest quote is stale (shown as delayed) or too old to show, per currency",
  labelNames: ["currency"] as const,
  registers: [apiMetrics],
});

export const marketOpenGauge = new Gauge({
  name: "gw_price_market_open",
  help: "1 while the metals market is open (CME Globex hours, New York time)",
  registers: [apiMetrics],
});
