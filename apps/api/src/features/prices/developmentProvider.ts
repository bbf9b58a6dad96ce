import type { MetalQuote, PriceCurrency, PriceMetal } from "@gw/api-client/schemas";
import { chinaComparison } from "@gw/content/china-comparison";
import { wander, type NoiseLayer } from "./deterministicNoise";
import {
  isMarketOpen,
  lastClosedTradingDay,
  previousTradingDay,
  sessionCloseOf,
  tradingDayOf,
  tradingDaysBetween,
} from "../../priceFeeds/marketCalendar";
import type { PriceProvider, ProviderQuote } from "./priceProvider";

/**
 * Demonstration prices for `pnpm start` and every test: a pure function of the clock, so the same
 * instant always gives the same quote, yet prices move minute by minute while the market is open
 * and stand still at the last close while it is shut. Gold passes through the content's reference
 * AUD price on its date; silver follows at about the real gold/silver ratio; USD and CNY are AUD
 * times fixed example rates. None of this is a market price, and `source` says so.
 */

export const developmentSource = "development";

/** Example rates (not market rates): USD is an illustrative 0.65, CNY the content's AUD/CNY rate. */
const perAud: Record<PriceCurrency, number> = {
  AUD: 1,
  USD: 0.65,
  CNY: chinaComparison.audCnyRate,
};

/** Gold passes through the content's reference price on its date (the China page's figure). */
const anchor = sessionCloseOf(chinaComparison.timeline.sell.date);
const anchorGoldAud = chinaComparison.referenceGoldPriceAud;
/** About where gold stood in AUD in January 2000; the long rise is a straight line in log price. */
const goldAudIn2000 = 450;
const yearMs = 365.25 * 86_400_000;
const start = Date.parse("2000-01-03T00:00:00Z");
const yearlyGrowth = Math.log(anchorGoldAud / goldAudIn2000) / ((anchor - start) / yearMs);
/** Around late 2025 an ounce of gold bought about 87 ounces of silver. */
const goldSilverRatio = 87;

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const goldLayers: NoiseLayer[] = [
  { amplitude: 0.1, periodMs: yearMs },
  { amplitude: 0.04, periodMs: 30 * day },
  { amplitude: 0.012, periodMs: day },
  { amplitude: 0.002, periodMs: hour },
  { amplitude: 0.0004, periodMs: minute },
];
/** Silver is the more volatile metal: its ratio to gold wanders on top of gold's moves. */
const ratioLayers: NoiseLayer[] = [
  { amplitude: 0.08, periodMs: yearMs },
  { amplitude: 0.03, periodMs: 30 * day },
  { amplitude: 0.01, periodMs: day },
  { amplitude: 0.002, periodMs: hour },
  { amplitude: 0.0006, periodMs: minute },
];
const goldSalt = 1;
const ratioSalt = 2;

/** Half the spread around the mid price: gold 0.6 % wide, silver 3 %. */
const halfSpread: Record<PriceMetal, number> = { gold: 0.003, silver: 0.015 };

function goldMidAud(instant: number): number {
  const trend = instant < anchor ? -yearlyGrowth * ((anchor - instant) / yearMs) : 0;
  const noise = wander(instant, goldLayers, goldSalt) - wander(anchor, goldLayers, goldSalt);
  return anchorGoldAud * Math.exp(trend + noise);
}

function midAud(metal: PriceMetal, instant: number): number {
  const gold = goldMidAud(instant);
  if (metal === "gold") return gold;
  const drift = wander(instant, ratioLayers, ratioSalt) - wander(anchor, ratioLayers, ratioSalt);
  return gold / (goldSilverRatio * Math.exp(drift));
}

const cents = (value: number) => Math.round(value * 100) / 100;

function closeOf(metal: PriceMetal, date: string, currency: PriceCurrency): number {
  return cents(midAud(metal, sessionCloseOf(date)) * perAud[currency]);
}

function quoteOf(
  metal: PriceMetal,
  instant: number,
  currency: PriceCurrency,
  previousDay: string,
): MetalQuote {
  const mid = midAud(metal, instant) * perAud[currency];
  return {
    bid: cents(mid * (1 - halfSpread[metal])),
    ask: cents(mid * (1 + halfSpread[metal])),
    previousClose: closeOf(metal, previousDay, currency),
  };
}

export interface DevelopmentProviderOptions {
  /**
   * How far behind its clock the provider quotes (PRICE_DEVELOPMENT_LAG_SECONDS): a demonstration
   * of a delayed feed, which the price service shows as delayed, then as no prices. Default 0.
   */
  lagMs?: number;
}

export function developmentProvider(
  now: () => number = Date.now,
  { lagMs = 0 }: DevelopmentProviderOptions = {},
): PriceProvider {
  return {
    source: developmentSource,
    // Its past closes are the very closes its quotes give as the previous close: one series.
    closesSource: developmentSource,
    callsPerSpot: 0,
    callsForCloses: () => 0,
    async spot(currency): Promise<ProviderQuote> {
      const time = now() - lagMs;
      // Open: this minute's price. Shut: the price at the last close, as a real feed would stand.
      const asOf = isMarketOpen(time)
        ? Math.floor(time / minute) * minute
        : sessionCloseOf(lastClosedTradingDay(time));
      const previousDay = previousTradingDay(tradingDayOf(asOf));
      return {
        asOf,
        metals: {
          gold: quoteOf("gold", asOf, currency, previousDay),
          silver: quoteOf("silver", asOf, currency, previousDay),
        },
      };
    },
    async dailyCloses(metal, currency, from, to) {
      return tradingDaysBetween(from, to).map((date) => ({
        date,
        close: closeOf(metal, date, currency),
      }));
    },
  };
}
