import { Registry } from "prom-client";

/**
 * The API's one Prometheus registry, served at `/metrics`. Each feature declares its own metrics
 * beside its code with `registers: [apiMetrics]` (names follow Prometheus conventions: a `gw_`
 * prefix, base units, `_total` for counters, `_seconds` for durations).
 *
 * One per process, as the metrics describe the process an operator scrapes; tests read the
 * change a call makes, not absolute values.
 *
 * @public each feature's metrics register here
 */
export const apiMetrics = new Registry();
