import { priceCurrencies } from "@gw/api-client/schemas";
import type { ApiDatabase } from "../database/openDatabase";
import { addDays } from "./calendarDates";
import { closeRecorder } from "./closeRecorder";
import { closeStore } from "./closeStore";
import { developmentProvider } from "./developmentProvider";
import { goldApiProvider } from "./goldApi/goldApiProvider";
import { tradingDayOf } from "./marketCalendar";
import type { PriceConfig } from "./priceConfig";
import type { PriceProvider } from "./priceProvider";
import { createPriceService } from "./priceService";
import { defaultQuoteBounds } from "./quoteProblems";

/** The development provider's history reaches back far enough for the `ALL` chart. */
const developmentHistoryFrom = "2000-01-03";
/** A real provider charges per past day, so by default only the last month is fetched. */
const providerBackfillDays = 31;
const backfillEveryMs = 3_600_000;

export function priceProviderFor(config: PriceConfig["provider"], now: () => number = Date.now) {
  return config.kind === "goldapi"
    ? goldApiProvider({ apiKey: config.apiKey, baseUrl: config.baseUrl })
    : developmentProvider(now);
}

export interface CreatePricesOptions {
  db: ApiDatabase;
  config: PriceConfig;
  provider: PriceProvider;
  now?: () => number;
  log?: (message: string) => void;
}

/** One instance's price service, its close store and recorder, wired together. */
export function createPrices({ db, config, provider, now = Date.now, log }: CreatePricesOptions) {
  const service = createPriceService({
    provider,
    now,
    updateIntervalMs: config.updateIntervalMs,
    freshness: config.freshness,
    timeoutMs: config.timeoutMs,
    bounds: { ...defaultQuoteBounds, maxJump: config.maxJump },
    log,
  });
  const closes = closeStore(db, now);
  const recorder = closeRecorder({ service, provider, closes, now, log });
  const backfillFrom = () =>
    config.backfillFrom ??
    (config.provider.kind === "development"
      ? developmentHistoryFrom
      : addDays(tradingDayOf(now()), -providerBackfillDays));
  let backfilling: Promise<void> | undefined;
  let backfillTimer: ReturnType<typeof setInterval> | undefined;
  const backfill = () => {
    // One at a time: a slow provider must not pile up backfills.
    backfilling ??= recorder
      .backfill(priceCurrencies, backfillFrom())
      .finally(() => (backfilling = undefined));
  };

  return {
    service,
    closes,
    recorder,
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
