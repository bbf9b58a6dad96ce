import { Counter } from "prom-client";
import { apiMetrics } from "../../observability/metrics";

/** What the counts feature did, per instance (docs/counts.md, "Operating it"). */
export const analyticsMetrics = {
  counted: new Counter({
    name: "gw_analytics_counted_events_total",
    help: "Events this instance counted (into memory, written by the next flush)",
    registers: [apiMetrics],
  }),
  uncounted: new Counter({
    name: "gw_analytics_uncounted_calls_total",
    help: "Counting calls answered without counting: Sec-GPC: 1 (gpc) or a self-declared bot (bot)",
    labelNames: ["reason"] as const,
    registers: [apiMetrics],
  }),
  flushed: new Counter({
    name: "gw_analytics_flushed_counts_total",
    help: "Counts this instance wrote to the database",
    registers: [apiMetrics],
  }),
  flushFailures: new Counter({
    name: "gw_analytics_flush_failures_total",
    help: "Flushes that failed; their counts are kept and written by a later flush",
    registers: [apiMetrics],
  }),
  lost: new Counter({
    name: "gw_analytics_lost_counts_total",
    help: "Counts an instance stopping could not write (the database did not answer at shutdown)",
    registers: [apiMetrics],
  }),
};
