import { Counter, Gauge } from "prom-client";
import type { ApiDatabase } from "../database/openDatabase";
import { apiMetrics } from "../observability/metrics";

/** Every state a row can be in (docs/api.md, "E-mail"), each reported even when none is. */
const outboxStates = ["pending", "sending", "sent", "failed", "withdrawn"] as const;

const messages = new Gauge({
  name: "gw_outbox_messages",
  help: "Outbox rows by state, read from the database at scrape time",
  labelNames: ["state"] as const,
  registers: [apiMetrics],
});

const oldestUnsentAge = new Gauge({
  name: "gw_outbox_oldest_unsent_age_seconds",
  help: "Age of the oldest message not yet sent (pending or sending), 0 when none; at scrape time",
  registers: [apiMetrics],
});

/** This instance's deliveries, as the sender records them. */
export const outboxDeliveries = {
  sent: new Counter({
    name: "gw_outbox_sends_total",
    help: "Messages this instance delivered to the SMTP relay",
    registers: [apiMetrics],
  }),
  retried: new Counter({
    name: "gw_outbox_retries_total",
    help: "Deliveries that failed and were scheduled again",
    registers: [apiMetrics],
  }),
  failed: new Counter({
    name: "gw_outbox_failures_total",
    help: "Messages recorded as failed for good (a 5xx refusal or the last attempt)",
    registers: [apiMetrics],
  }),
};

/** Reads the outbox's state from the database, so every instance reports the shared queue. */
export async function readOutboxGauges({ db }: ApiDatabase, now: Date) {
  const [byState, oldest] = await Promise.all([
    db
      .selectFrom("outbox_messages")
      .select(["state", (eb) => eb.fn.countAll<number>().as("count")])
      .groupBy("state")
      .execute(),
    db
      .selectFrom("outbox_messages")
      .select((eb) => eb.fn.min("created_at").as("created_at"))
      .where("state", "in", ["pending", "sending"])
      .executeTakeFirst(),
  ]);
  for (const state of outboxStates)
    messages.set({ state }, Number(byState.find((row) => row.state === state)?.count ?? 0));
  const createdAt = oldest?.created_at ? Date.parse(oldest.created_at) : undefined;
  oldestUnsentAge.set(createdAt ? Math.max(0, (now.getTime() - createdAt) / 1000) : 0);
}
