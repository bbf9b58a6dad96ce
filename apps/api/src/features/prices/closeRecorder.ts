import {
  historyPointSchema,
  priceMetals,
  type HistoryPoint,
  type PriceCurrency,
  type PriceMetal,
} from "@gw/api-client/schemas";
import * as v from "valibot";
import type { CloseStore } from "./closeStore";
import {
  isMarketOpen,
  lastClosedTradingDay,
  previousTradingDay,
  tradingDayOf,
  tradingDaysBetween,
} from "../../priceFeeds/marketCalendar";
import type { Logger } from "pino";
import { logger as sharedLogger } from "../../observability/logger";
import type { MeteredProvider } from "./askProviders";
import type { PriceService } from "./priceService";
import type { AcceptedQuote } from "./quoteAcceptance";

/** Trading days asked of the provider at once, so a long backfill is stored as it goes. */
const daysPerRequest = 250;

export interface CloseRecorderOptions {
  service: Pick<PriceService, "onQuote">;
  /** Where missing closes are fetched from (the chain's first provider), through its quota. */
  backfillFrom: MeteredProvider;
  closes: CloseStore;
  now?: () => number;
  logger?: Logger;
}

/**
 * Keeps the database's daily closes current: every accepted quote taken while the market is open
 * carries the previous trading day's close, which is recorded (idempotently, so every instance
 * may do it); `backfill` asks the provider for the trading days still missing in a date range.
 */
export function closeRecorder({
  service,
  backfillFrom: { provider, quota },
  closes,
  now = Date.now,
  logger = sharedLogger,
}: CloseRecorderOptions) {
  const key = (metal: PriceMetal, currency: PriceCurrency, source = provider.closesSource) => ({
    source,
    metal,
    currency,
  });

  async function recordPreviousClose(quote: AcceptedQuote) {
    // Outside a session a feed's "previous close" may belong to either side of the gap.
    if (!isMarketOpen(quote.asOf)) return;
    const date = previousTradingDay(tradingDayOf(quote.asOf));
    for (const metal of priceMetals)
      await closes.record(key(metal, quote.currency, quote.source), [
        { date, close: quote.metals[metal].previousClose },
      ]);
  }

  let stopped = false;

  async function backfillOne(metal: PriceMetal, currency: PriceCurrency, from: string, to: string) {
    const recorded = await closes.recordedDates(key(metal, currency), from, to);
    for (const run of missingRuns(tradingDaysBetween(from, to), recorded)) {
      for (let start = 0; start < run.length && !stopped; start += daysPerRequest) {
        const days = run.slice(start, start + daysPerRequest);
        const wanted = new Set(days);
        const [from, to] = [days[0]!, days.at(-1)!];
        const answer = await quota.call(provider.callsForCloses(from, to), () =>
          provider.dailyCloses(metal, currency, from, to),
        );
        const sound = answer.filter(
          (point): point is HistoryPoint =>
            v.is(historyPointSchema, point) && wanted.has(point.date),
        );
        if (sound.length < answer.length)
          logger.warn(
            { event: "price.closes_ignored", provider: provider.source, metal, currency },
            `Ignored ${answer.length - sound.length} malformed closes for ${metal}/${currency}`,
          );
        await closes.record(key(metal, currency), sound);
      }
    }
  }

  service.onQuote(recordPreviousClose);

  return {
    /** Records every missing close from `from` to the last final one, per metal and currency. */
    async backfill(currencies: readonly PriceCurrency[], from: string, to?: string) {
      const until = to ?? lastClosedTradingDay(now());
      for (const currency of currencies)
        for (const metal of priceMetals) {
          if (stopped) return;
          try {
            await backfillOne(metal, currency, from, until);
          } catch (error) {
            logger.warn(
              { event: "price.backfill_failed", provider: provider.source, metal, currency },
              `Backfilling ${metal}/${currency} closes failed: ${String(error)}`,
            );
          }
        }
    },

    /** Makes a running backfill stop after its current request (shutdown). */
    stop() {
      stopped = true;
    },
  };
}

/** The trading days without a close, in runs with no recorded day inside (one request each). */
function missingRuns(tradingDays: readonly string[], recorded: Set<string>): string[][] {
  const runs: string[][] = [];
  let run: string[] | undefined;
  for (const date of tradingDays) {
    if (recorded.has(date)) run = undefined;
    else if (run) run.push(date);
    else runs.push((run = [date]));
  }
  return runs;
}
