import { Counter, Histogram } from "prom-client";
import { apiMetrics } from "./metrics";

const labelNames = ["method", "route", "status"] as const;

export const httpRequests = new Counter({
  name: "gw_http_requests_total",
  help: "HTTP requests answered, by method, Hono route pattern and status",
  labelNames,
  registers: [apiMetrics],
});

// Around the p95 budget (docs/operations.md): fine steps below 1 s, a few above for the slow tail.
export const httpRequestDuration = new Histogram({
  name: "gw_http_request_duration_seconds",
  help: "Time from a request's arrival to its answer, by method, Hono route pattern and status",
  labelNames,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [apiMetrics],
});
