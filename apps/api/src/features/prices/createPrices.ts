import { priceCurrencies, type PriceCurrency, type PriceMetal } from "@gw/api-client/schemas";
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { ApiDatabase } from "../../database/openDatabase";
import { addDays } from "../../priceFeeds/calendarDates";
import { closeRecorder } from "./closeRecorder";
import { closeStore, readSeries } from "./closeStore";
import { developmentProvider } from "./developmentProvider";
import { goldApiProvider } from "./goldApi/goldApiProvider";
import { metalsDevProvider } from "./metalsDev/metalsDevProvider";
import { tradingDayOf } from "../../priceFeeds/marketCalendar";
import type { PriceConfig, PriceProviderConfig } from "./priceConfig";
import type { PriceProvider } from "./priceProvider";
import { logger as sharedLogger } from "../../observability/logger";
import { createPriceService } from "./priceService";
import { databaseSharing, soloSharing } from "./priceSharing";
import { providerQuota } from "./providerQuota";
import { defaultQuoteBounds } from "./quoteProblems";

/** The development provider's history reaches back far enough for the `ALL` chart. */
const developmentHistoryFrom = "2000-01-03";
/** A real provider charges per past day, so by default only the last month is fetched. */
const providerBackfillDays = 31;
const backfillEveryMs = 3_600_000;
/** A little under the hour, so the next hour's backfill finds the lease free. */
const backfillLeaseMs = backfillEveryMs - 300_000;

/**
 * The clock prices run on: the real one, or the development provider's from
 * PRICE_DEVELOPMENT_CLOCK (the instant it names at start, then on at real speed).
 */
export function priceClock(config: PriceConfig, realNow: () => number = Date.now): () => number {
  if (config.developmentClockStart === undefined) return realNow;
  const offset = config.developmentClockStart - realNow();
  return () => realNow() + offset;
}

/** The chain's adapters, in order. */
export function priceProvidersFor(config: PriceConfig, now: () => number = Date.now) {
  return config.providers.map((provider) => {
    if (provider.kind === "development")
      return developmentProvider(now, { lagMs: config.developmentLagMs });
    const adapter = provider.kind === "goldapi" ? goldApiProvider : metalsDevProvider;
    return adapter({
      apiKey: provider.apiKey,
      baseUrl: provider.baseUrl,
      timeoutMs: config.timeoutMs,
      now,
    });
  });
}

export interface CreatePricesOptions {
  db: ApiDatabase;
  config: PriceConfig;
  /** The chain, in the order of `config.providers`. */
  providers: readonly PriceProvider[];
  now?: () => number;
  random?: () => number;
  logger?: Logger;
}

/** One instance's price service, its close store and recorder, wired together. */
export function createPrices({
  db,
  config,
  providers,
  now = Date.now,
  random,
  logger,
}: CreatePricesOptions) {
  const metered = providers.map((provider, index) => ({
    provider,
    quota: providerQuota({
      db,
      provider: provider.source,
      dailyBudget: budgetOf(config.providers[index]),
      backoffBaseMs: config.updateIntervalMs,
      backoffMaxMs: config.backoffMaxMs,
      now,
      random,
      logger,
    }),
  }));
  // On PostgreSQL instances share one feed; a SQLite file has one instance, which keeps it alone.
  const sharing = db.engine === "postgres" ? databaseSharing(db, randomUUID()) : soloSharing();
  const service = createPriceService({
    providers: metered,
    sharing,
    now,
    updateIntervalMs: config.updateIntervalMs,
    freshness: config.freshness,
    timeoutMs: config.timeoutMs,
    bounds: { ...defaultQuoteBounds, maxJump: config.maxJump },
    logger,
  });
  const closes = closeStore(db, now);
  const historySources = config.historySources ?? [
    ...new Set(providers.flatMap((provider) => [provider.source, provider.closesSource])),
  ];
  const recorder = closeRecorder({ service, backfillFrom: metered[0]!, closes, now, logger });
  const backfillFrom = () =>
    config.backfillFrom ??
    (config.providers[0]!.kind === "development"
      ? developmentHistoryFrom
      : addDays(tradingDayOf(now()), -providerBackfillDays));
  let backfilling: Promise<void> | undefined;
  let backfillTimer: ReturnType<typeof setInterval> | undefined;
  const backfill = () => {
    // One at a time, and one instance an hour: a slow provider must not pile up backfills.
    backfilling ??= (async () => {
      const lease = await sharing.claim("backfill", now(), backfillLeaseMs);
      if (lease.held) await recorder.backfill(priceCurrencies, backfillFrom());
    })()
      .catch((error: unknown) =>
        (logger ?? sharedLogger).warn(
          { event: "price.backfill_failed", err: error },
          "The closes backfill could not start",
        ),
      )
      .finally(() => (backfilling = undefined));
  };

  return {
    service,
    /** The clock the prices run on (the history's ranges count from its day). */
    now,
    closes,
    recorder,
    /** The close sources the history answer draws, in order of preference. */
    historySources,
    /** A metal's closes in a currency, as the history answer draws them. */
    series: (metal: PriceMetal, currency: PriceCurrency, from: string | undefined) =>
      readSeries(db, historySources, metal, currency, from),
    /**
     * Starts the interval refresh and, in the background, the backfill of missing closes, again
     * every hour: quotes record only the currencies someone asked for, so days can be missing.
     */
    start() {
      service.startRefreshing(config.backgroundCurrencies);
      backfill();
      backfillTimer = setInterval(backfill, backfillEveryMs);
      backfillTimer.unref();
    },
    /** Stops refreshing and backfilling, and waits for what is running (before closing the pool). */
    async stop() {
      clearInterval(backfillTimer);
      recorder.stop();
      await Promise.all([service.stop(), backfilling]);
    },
  };
}

export type Prices = ReturnType<typeof createPrices>;

const budgetOf = (config: PriceProviderConfig | undefined) =>
  config && "dailyBudget" in config ? config.dailyBudget : undefined;
