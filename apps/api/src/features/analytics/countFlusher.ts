import { randomUUID } from "node:crypto";
import { logger } from "../../observability/logger";
import { analyticsMetrics } from "./analyticsMetrics";
import { countBuffer, type CountKey } from "./countBuffer";
import type { CountBatch, CountStore } from "./countStore";

export interface CountFlusherOptions {
  store: Pick<CountStore, "write">;
  /** Past this many distinct rows in memory a flush starts at once (a flood of new campaigns). */
  maxRows?: number;
}

/** Attempts at shutdown before the counts still in memory are given up (and logged). */
const attemptsAtStop = 3;

/**
 * Counts added in memory and written in batches (docs/counts.md): one upsert per row and flush,
 * however many events it sums, so a popular page's row is not written on every view.
 *
 * A batch taken from memory keeps its id until it is known written: a flush that failed is
 * retried with the same batch and id, so a failure after the database committed is not counted
 * twice, and nothing is lost while the database is away. Flushes run one at a time.
 */
export function countFlusher({ store, maxRows = 50_000 }: CountFlusherOptions) {
  const buffer = countBuffer();
  const instance = randomUUID();
  let batches = 0;
  /** Taken from memory, not yet known written. */
  let pending: CountBatch | undefined;
  let chain: Promise<unknown> = Promise.resolve();

  async function writePending(batch: CountBatch) {
    const total = batch.rows.reduce((sum, row) => sum + row.count, 0);
    try {
      await store.write(batch);
    } catch (err) {
      analyticsMetrics.flushFailures.inc();
      logger.error(
        {
          event: "analytics.flush_failed",
          batch: batch.id,
          rows: batch.rows.length,
          counts: total,
          err,
        },
        "Could not write the counts; they are kept and written by the next flush",
      );
      throw err;
    }
    pending = undefined;
    analyticsMetrics.flushed.inc(total);
  }

  async function flushOnce() {
    if (pending) await writePending(pending);
    if (buffer.rows === 0) return;
    pending = { id: `${instance}:${++batches}`, rows: buffer.take() };
    await writePending(pending);
  }

  const unwritten = () =>
    buffer.total + (pending?.rows.reduce((sum, row) => sum + row.count, 0) ?? 0);

  /** Writes what is in memory; rejects when the database did not take it (kept for next time). */
  function flush(): Promise<void> {
    const run = chain.then(flushOnce);
    chain = run.catch(() => {});
    return run;
  }

  return {
    add(key: CountKey, count = 1) {
      buffer.add(key, count);
      analyticsMetrics.counted.inc(count);
      if (buffer.rows >= maxRows) flush().catch(() => {});
    },
    flush,
    /** Counts in memory, not yet written. */
    unwritten,
    /** Flushes every `everyMs` until `stop`, which writes what is left (a graceful stop loses nothing). */
    start(everyMs: number) {
      const timer = setInterval(() => flush().catch(() => {}), everyMs).unref();
      return {
        async stop() {
          clearInterval(timer);
          for (let attempt = 1; attempt <= attemptsAtStop; attempt++) {
            try {
              return await flush();
            } catch {
              await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
            }
          }
          const lost = unwritten();
          analyticsMetrics.lost.inc(lost);
          logger.error(
            { event: "analytics.counts_lost", counts: lost },
            "Stopping with counts the database would not take",
          );
        },
      };
    },
  };
}
