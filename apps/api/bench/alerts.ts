/**
 * One price tick against 1,000,000 active alerts (`pnpm --filter api bench:alerts`): a throwaway
 * PostgreSQL, the API's migrations, a million confirmed alerts over both metals, three currencies
 * and both directions with targets within 20 % of the price (none crossed yet), then the alert
 * watcher given quotes as the price service would: a quote at the same price (the check finds
 * nothing: the cost of every quiet tick), timed as before migration 0008 and after it, then a
 * quote 0.03 % higher, which fires the alerts it crosses. Prints the timings, the query plans
 * and the metrics the run produced (goal: a quiet tick within 200 ms).
 */
import type { PriceCurrency } from "@gw/api-client/schemas";
import { sql, type Kysely } from "kysely";
import { addAlertCheckIndex } from "../src/features/alerts/alertCheckIndexMigration";
import { readAlertGauges } from "../src/features/alerts/alertMetrics";
import { alertStore } from "../src/features/alerts/alertStore";
import { watchPriceAlerts } from "../src/features/alerts/alertWatcher";
import { outboxStore } from "../src/outbox/outboxStore";
import { openApiDatabase } from "../src/features";
import { readPoolGauges } from "../src/database/poolMetrics";
import { apiMetrics } from "../src/observability/metrics";
import { readOutboxGauges } from "../src/outbox/outboxMetrics";
import { testQuotes } from "../src/testing/testQuotes";
import { startThrowawayPostgres } from "../src/testing/throwawayPostgres";

const alertCount = 1_000_000;
const quietTicks = 5;
/** Asks in cents the targets are spread around, per currency (gold, silver). */
const asks: Record<PriceCurrency, { gold: number; silver: number }> = {
  AUD: { gold: 500_000, silver: 5_700 },
  USD: { gold: 325_000, silver: 3_700 },
  CNY: { gold: 2_300_000, silver: 26_200 },
};

const postgres = await startThrowawayPostgres();
const database = await openApiDatabase({ url: postgres.url, path: "" });
const { db } = database;
const clock = { now: Date.now() };
try {
  let started = performance.now();
  // One statement: row n's metal, currency and direction cycle, its target is 0-20 % beyond the
  // ask on its side, so the current price crosses none of them.
  await sql`
    INSERT INTO price_alerts (email, brand, locale, metal, currency, direction, target_cents,
      site_origin, state, confirm_token_hash, cancel_token_hash, consent_source, consent_wording,
      created_at, confirmed_at)
    SELECT 'bench-' || n || '@example.com', 'main', 'en', metal, currency, direction,
      round(ask * (1 + CASE direction WHEN 'above' THEN 1 ELSE -1 END * (0.0002 + random() * 0.2))),
      'https://goldwattle.com', 'active', md5('confirm' || n), md5('cancel' || n),
      'https://goldwattle.com', 'price-alert-v1', now()::text, now()::text
    FROM (
      SELECT n,
        (ARRAY['gold', 'silver'])[1 + n % 2] AS metal,
        (ARRAY['AUD', 'USD', 'CNY'])[1 + (n / 2) % 3] AS currency,
        (ARRAY['above', 'below'])[1 + (n / 6) % 2] AS direction,
        (ARRAY[${sql.lit(asks.AUD.gold)}, ${sql.lit(asks.AUD.silver)}, ${sql.lit(asks.USD.gold)}, ${sql.lit(asks.USD.silver)},
               ${sql.lit(asks.CNY.gold)}, ${sql.lit(asks.CNY.silver)}])[1 + (n / 2) % 3 * 2 + n % 2] AS ask
      FROM generate_series(1, ${sql.lit(alertCount)}) AS n
    ) AS alerts`.execute(db);
  await sql`ANALYZE price_alerts`.execute(db);
  console.log(
    `loaded:            ${alertCount.toLocaleString("en")} active alerts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const quotes = testQuotes(clock);
  const watcher = watchPriceAlerts({
    db: database,
    alerts: alertStore(database),
    outbox: outboxStore(database),
    prices: quotes,
    publicUrl: "http://localhost:8787",
  });
  const tick = async (factor: number) => {
    const { gold, silver } = asks.AUD;
    const tickStarted = performance.now();
    // Quoted now: the queue delay is then this instance's own time to fire.
    await quotes.emit("AUD", (gold * factor) / 100, (silver * factor) / 100, Date.now());
    return performance.now() - tickStarted;
  };
  const median = async (label: string) => {
    const times = [];
    for (let i = 0; i < quietTicks; i++) times.push(await tick(1));
    times.sort((a, b) => a - b);
    console.log(
      `${label} ${times[Math.floor(quietTicks / 2)]!.toFixed(1)} ms (median of ${quietTicks})`,
    );
  };
  const plan = async () => {
    const { rows } = await sql<{
      "QUERY PLAN": string;
    }>`EXPLAIN (ANALYZE, COSTS OFF) SELECT * FROM price_alerts
      WHERE state = 'active' AND metal = 'gold' AND currency = 'AUD'
        AND ((direction = 'above' AND target_cents < ${asks.AUD.gold})
          OR (direction = 'below' AND target_cents > ${asks.AUD.gold}))
      ORDER BY id`.execute(db);
    for (const row of rows) console.log(`    ${row["QUERY PLAN"]}`);
  };

  // As before migration 0008.
  await sql`DROP INDEX price_alerts_crossing`.execute(db);
  await sql`ALTER TABLE price_alerts RESET (parallel_workers)`.execute(db);
  await median("quiet tick, before 0008:");
  await plan();
  started = performance.now();
  await addAlertCheckIndex(db as Kysely<unknown>, "postgres");
  await sql`ANALYZE price_alerts`.execute(db);
  console.log(`0008 applied in:            ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await median("quiet tick, after 0008:");
  await plan();

  const firingMs = await tick(1.0003);
  const fired = await db
    .selectFrom("price_alerts")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("state", "=", "triggered")
    .executeTakeFirstOrThrow();
  console.log(
    `tick 0.03 % up:    ${firingMs.toFixed(0)} ms, ${fired.count} alerts fired (each ended and its e-mail queued in its own transaction; the sender renders it later)`,
  );
  await watcher.stop();

  readPoolGauges(database);
  await Promise.all([readAlertGauges(database), readOutboxGauges(database, new Date())]);
  console.log("\nmetrics the run produced (/metrics):");
  for (const line of (await apiMetrics.metrics()).split("\n"))
    if (/^gw_(alert|outbox|db)/.test(line) && !/_bucket\{/.test(line)) console.log(`  ${line}`);
} finally {
  await database.close();
  postgres.stop();
}
