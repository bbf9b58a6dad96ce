import type { PriceMetal, SpotPrices } from "@gw/api-client/schemas";
import { dateTimeFormat } from "@gw/i18n/formats";
import { formatMoney, formatPercent } from "@gw/i18n/money";
import { htmlLang, type Locale } from "@gw/i18n/locales";
import { GRAMS_PER_UNIT, type WeightUnit } from "../converter/weightUnits";

/** One metal's figures, written for the page. */
export interface MetalView {
  /** Buy (the ask) per unit. */
  ask: Record<WeightUnit, string>;
  /** Sell (the bid) per unit. */
  bid: Record<WeightUnit, string>;
  change: string;
  changePercent: string;
  direction: "up" | "down" | "flat";
  spread: string;
  spreadPercent: string;
}

/**
 * What the spot prices look like on a page, worked out once so the panel and the home strip show
 * the same text, on the host and in the browser alike.
 */
export interface SpotView {
  /** When the prices are from, in Sydney time with its zone. */
  asOf: string;
  metals: Record<PriceMetal, MetalView>;
  marketOpen: boolean;
  /** The service says the quote is older than it should be: shown as "Delayed", with its time. */
  delayed: boolean;
  /** The development source's figures, never market prices. */
  demonstration: boolean;
}

/**
 * The view of spot prices in a language. Prices are per troy ounce; the change is the mid price
 * (halfway between buy and sell) against the previous close.
 */
export function spotView(prices: SpotPrices, locale: Locale): SpotView {
  const money = (value: number, whole = false, signed = false) =>
    formatMoney(locale, prices.currency, value, { whole, signed });
  const metal = ({ bid, ask, previousClose }: SpotPrices["metals"][PriceMetal]): MetalView => {
    const perUnit = (perOunce: number) =>
      Object.fromEntries(
        Object.entries(GRAMS_PER_UNIT).map(([unit, grams]) => [
          unit,
          // A kilogram's price reads best to the dollar; cents there are noise.
          money((perOunce * grams) / GRAMS_PER_UNIT.troyOunce, unit === "kilogram"),
        ]),
      ) as Record<WeightUnit, string>;
    const mid = (bid + ask) / 2;
    // Rounded to cents first, so a change too small to show is flat, not "+$0.00" going up.
    const change = Math.round((mid - previousClose) * 100) / 100;
    return {
      ask: perUnit(ask),
      bid: perUnit(bid),
      change: money(change, false, true),
      changePercent: formatPercent(locale, change / previousClose, { signed: true }),
      direction: change > 0 ? "up" : change < 0 ? "down" : "flat",
      spread: money(ask - bid),
      spreadPercent: formatPercent(locale, (ask - bid) / mid),
    };
  };
  return {
    asOf: sydneyTime(new Date(prices.asOf), htmlLang(locale)),
    metals: { gold: metal(prices.metals.gold), silver: metal(prices.metals.silver) },
    marketOpen: prices.marketOpen,
    delayed: prices.stale,
    demonstration: prices.source === "development",
  };
}

/** A time in Sydney with its zone (`24 Nov 2026, 10:10 am AEDT`). */
function sydneyTime(at: Date, lang: string): string {
  const sydney = { timeZone: "Australia/Sydney" } as const;
  const zone = dateTimeFormat(lang, { ...sydney, timeZoneName: "short" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName");
  return `${dateTimeFormat(lang, {
    ...sydney,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(at)}${zone ? ` ${zone.value}` : ""}`;
}
