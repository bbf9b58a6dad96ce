import { collectDefaultMetrics, Registry } from "prom-client";

/**
 * The API's one Prometheus registry, served at `/metrics`. Each feature declares its own metrics
 * beside its code with `registers: [apiMetrics]` (names follow Prometheus conventions: a `gw_`
 * prefix, base units, `_total` for counters, `_seconds` for durations).
 *
 * One per process, as the metrics describe the process an operator scrapes; tests read the
 * change a call makes, not absolute values. It also carries prom-client's process and Node
 * metrics under their usual names (`process_cpu_seconds_total`, `nodejs_heap_size_used_bytes`,
 * …), which dashboards expect as they are.
 *
 * @public each feature's metrics register here
 */
export const apiMetrics = new Registry();
collectDefaultMetrics({ register: apiMetrics });
