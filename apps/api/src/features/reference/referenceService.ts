import type { ReferencePrice } from "@gw/api-client/schemas";
import { Counter } from "prom-client";
import type { Logger } from "pino";
import { apiMetrics } from "../../observability/metrics";
import { logger as sharedLogger } from "../../observability/logger";
import type { FeedLeases } from "../../priceFeeds/feedLeases";
import { judgeFreshness, type FreshnessLimits } from "../../priceFeeds/quoteFreshness";
import { shanghaiDateOf, type ReferenceProvider, type ReferenceQuote } from "./referenceProvider";
import type { ReferenceStore, StoredReference } from "./referenceStore";

export type ReferenceAnswer =
  | {
      ok: true;
      price: ReferencePrice;
      /** When this instance next looks for a newer price. */
      nextRefreshAt: number;
      /** When the answer would change without a new price (stale, too old). */
      changesAt: number;
    }
  | { ok: false; reason: string };

export interface ReferenceServiceOptions {
  store: ReferenceStore;
  /** Absent: only imported prices are shown. */
  provider?: ReferenceProvider;
  /**
   * Which instance asks the provider each interval (the prices' leases: one call per interval
   * however many instances share the database, a paid provider's quota counted once).
   */
  leases: FeedLeases;
  sources: readonly string[];
  updateIntervalMs: number;
  freshness: FreshnessLimits;
  timeoutMs: number;
  now: () => number;
  logger?: Logger;
}

/** Yuan per gram the SGE's Au99.99 has plausibly traded at, far beyond any real move since 2002. */
const plausible = { min: 50, max: 20_000 };
/** A publication time this far ahead of our clock is a wrong clock or a wrong time zone. */
const futureToleranceMs = 5 * 60_000;

/** Why a provider's answer is not fit to record, or null. */
function problemOf(quote: ReferenceQuote, now: number): string | null {
  if (!Number.isFinite(quote.price) || quote.price < plausible.min || quote.price > plausible.max)
    return `price ${quote.price} CNY/g is implausible`;
  if (!Number.isFinite(quote.asOf) || quote.asOf > now + futureToleranceMs)
    return `its time (${quote.asOf}) is in the future`;
  if (quote.date !== shanghaiDateOf(quote.asOf))
    return `its date ${quote.date} is not its time's Shanghai day`;
  return null;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const providerCalls = new Counter({
  name: "gw_reference_provider_calls_total",
  help: "Calls made to the Shanghai reference price's provider, by how they ended",
  labelNames: ["provider", "outcome"] as const,
  registers: [apiMetrics],
});

/**
 * The one place the Shanghai reference price comes from inside an instance: asks the provider at
 * most once per interval across all instances (concurrent callers share the call; the instance
 * holding the interval's lease makes it), records every sound answer with its
 * source and time, and answers the newest recorded price of the shown sources, judged by its own
 * time as spot prices are (delayed, then not shown). Never invents a price.
 */
export function createReferenceService({
  store,
  provider,
  leases,
  sources,
  updateIntervalMs,
  freshness,
  timeoutMs,
  now,
  logger = sharedLogger,
}: ReferenceServiceOptions) {
  let checkedAt: number | undefined;
  let inFlight: Promise<void> | undefined;
  let newest: StoredReference | undefined;
  let failure: string | undefined;

  async function check() {
    // Another instance holding this interval's lease makes the call; its price is read below.
    const asks =
      provider &&
      (await leases.claim(`reference:${provider.source}`, now(), updateIntervalMs)).held;
    if (provider && asks) {
      try {
        const quote = await withTimeout(provider.latest(), timeoutMs);
        const problem = problemOf(quote, now());
        if (problem) throw new Error(`the answer is garbage: ${problem}`);
        await store.record(provider.source, quote);
        failure = undefined;
        providerCalls.inc({ provider: provider.source, outcome: "ok" });
      } catch (error) {
        failure = `${provider.source}: ${messageOf(error)}`;
        providerCalls.inc({ provider: provider.source, outcome: "failed" });
        logger.warn(
          { event: "reference.fetch_failed", provider: provider.source, reason: messageOf(error) },
          `Shanghai reference price not used: ${failure}`,
        );
      }
    }
    // Also what another instance or an import recorded since.
    newest = await store.latest(sources);
  }

  function refresh(): Promise<void> {
    if (inFlight) return inFlight;
    if (checkedAt !== undefined && now() - checkedAt < updateIntervalMs) return Promise.resolve();
    checkedAt = now();
    inFlight = check().finally(() => (inFlight = undefined));
    return inFlight;
  }

  return {
    updateIntervalMs,

    async answer(): Promise<ReferenceAnswer> {
      await refresh();
      if (!newest)
        return {
          ok: false,
          reason: `The Shanghai reference price is unavailable: ${failure ?? "none recorded"}`,
        };
      const time = now();
      const judged = judgeFreshness(newest.asOf, time, freshness);
      if (judged.tooOld)
        return {
          ok: false,
          reason: `The Shanghai reference price is unavailable: the latest (${newest.date}) is too old`,
        };
      return {
        ok: true,
        price: {
          exchange: "SGE",
          contract: "Au99.99",
          currency: "CNY",
          unit: "g",
          price: newest.price,
          date: newest.date,
          asOf: new Date(newest.asOf).toISOString(),
          source: newest.source,
          stale: judged.stale,
        },
        nextRefreshAt: (checkedAt ?? time) + updateIntervalMs,
        changesAt: judged.changesAt,
      };
    },
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timeout = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timeout));
}
