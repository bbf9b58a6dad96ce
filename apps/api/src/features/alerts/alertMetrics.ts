import { Counter, Gauge, Histogram } from "prom-client";
import type { ApiDatabase } from "../../database/openDatabase";
import { apiMetrics } from "../../observability/metrics";

const active = new Gauge({
  name: "gw_alerts_active",
  help: "Confirmed price alerts waiting for their price, read from the database at scrape time",
  registers: [apiMetrics],
});

/** What this instance's watcher did with each quote. */
export const alertChecks = {
  checked: new Counter({
    name: "gw_alerts_checked_total",
    help: "Accepted quotes this instance checked against the active alerts",
    registers: [apiMetrics],
  }),
  fired: new Counter({
    name: "gw_alerts_fired_total",
    help: "Alerts this instance ended as triggered, each with its e-mail queued",
    registers: [apiMetrics],
  }),
  duration: new Histogram({
    name: "gw_alert_check_duration_seconds",
    help: "Time to check one quote against the active alerts, firing included",
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10],
    registers: [apiMetrics],
  }),
  queueDelay: new Histogram({
    name: "gw_alert_queue_delay_seconds",
    help: "Time from a quote's own time (asOf) to its alert e-mail being queued",
    buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1800],
    registers: [apiMetrics],
  }),
};

export async function readAlertGauges({ db }: ApiDatabase) {
  const row = await db
    .selectFrom("price_alerts")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("state", "=", "active")
    .executeTakeFirstOrThrow();
  active.set(Number(row.count));
}
