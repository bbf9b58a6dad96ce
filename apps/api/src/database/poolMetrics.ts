import { Gauge } from "prom-client";
import { apiMetrics } from "../observability/metrics";
import type { ApiDatabase } from "./openDatabase";

const connections = new Gauge({
  name: "gw_db_pool_connections",
  help: "Database connections by state: total, idle, waiting (clients queued for one); SQLite reports its one connection as total",
  labelNames: ["state"] as const,
  registers: [apiMetrics],
});

export function readPoolGauges(database: ApiDatabase) {
  for (const [state, count] of Object.entries(database.connections()))
    connections.set({ state }, count);
}
