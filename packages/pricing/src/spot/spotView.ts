import { formatMoney, formatPercent, type MoneyOptions } from "./spotNumbers";

/** Grams in each unit a price is shown per (`GRAMS_PER_UNIT` from the weight converter). */
export interface UnitGrams {
  troyOunce: number;
  gram: number;
  kilogram: number;
  tael: number;
}

/**
 * What the spot prices look like on a page, worked out once so that the head script (before the
 * app) and the app show exactly the same thing: the text of every `data-spot` slot, which
 * `data-spot-if` notes show, and each metal's direction since the previous close.
 */
export interface SpotView {
  currency: string;
  asOf: string;
  /** Slot texts: `gold.ask.gram`, `silver.change`, `asOf`, ... */
  text: Record<string, string>;
  /** Notes shown: `open`, `closed`, `stale` (delayed), `demo` (demonstration prices). */
  on: Record<string, boolean>;
  dir: Record<string, "up" | "down" | "flat">;
}

/**
 * The view of a spot answer in a language (`en-AU`, `zh-CN`), or null when the answer is not one
 * every figure of which can be shown: no price is ever invented. Prices are per troy ounce; the
 * change is the mid price (halfway between buy and sell) against the previous close.
 * `withAsOf: false` leaves out the time, the one figure that needs Intl (and so ICU, slow to start
 * on a phone): the early painter shows the prices first and the time a moment later.
 */
export function spotView(
  answer: unknown,
  lang: string,
  grams: UnitGrams,
  { withAsOf = true }: { withAsOf?: boolean } = {},
): SpotView | null {
  const isPrice = (value: unknown): value is number =>
    typeof value === "number" && isFinite(value) && value > 0;
  const spot = answer as {
    currency?: unknown;
    asOf?: unknown;
    source?: unknown;
    marketOpen?: unknown;
    stale?: unknown;
    metals?: Record<string, { bid?: unknown; ask?: unknown; previousClose?: unknown }>;
  } | null;
  if (!spot || typeof spot !== "object" || typeof spot.currency !== "string") return null;
  const currency = spot.currency;
  const asOf = typeof spot.asOf === "string" ? new Date(spot.asOf) : null;
  if (!asOf || isNaN(asOf.getTime())) return null;
  const money = (value: number, options?: MoneyOptions) =>
    formatMoney(value, currency, lang, options);
  const text: Record<string, string> = {};
  const dir: SpotView["dir"] = {};
  try {
    for (const metal of ["gold", "silver"]) {
      const quote = spot.metals && spot.metals[metal];
      if (!quote || !isPrice(quote.bid) || !isPrice(quote.ask) || !isPrice(quote.previousClose))
        return null;
      if (quote.bid > quote.ask) return null;
      const { bid, ask, previousClose } = quote;
      for (const unit of Object.keys(grams) as (keyof UnitGrams)[]) {
        const perOunce = grams[unit] / grams.troyOunce;
        // A kilogram's price reads best to the dollar; cents there are noise.
        const whole = unit === "kilogram";
        text[`${metal}.ask.${unit}`] = money(ask * perOunce, { whole });
        text[`${metal}.bid.${unit}`] = money(bid * perOunce, { whole });
      }
      const mid = (bid + ask) / 2;
      // Rounded to cents first, so a change too small to show is flat, not "+$0.00" going up.
      const change = Math.round((mid - previousClose) * 100) / 100;
      dir[metal] = change > 0 ? "up" : change < 0 ? "down" : "flat";
      text[`${metal}.change`] = money(change, { signed: true });
      text[`${metal}.changePercent`] = formatPercent(change / previousClose, lang, {
        signed: true,
      });
      text[`${metal}.spread`] = money(ask - bid);
      text[`${metal}.spreadPercent`] = formatPercent((ask - bid) / mid, lang);
    }
  } catch {
    // A currency Intl does not know.
    return null;
  }
  if (withAsOf) text.asOf = asOfText(asOf, lang);
  return {
    currency,
    asOf: spot.asOf as string,
    text,
    on: {
      open: spot.marketOpen === true,
      closed: spot.marketOpen === false,
      stale: spot.stale === true,
      demo: spot.source === "development",
    },
    dir,
  };
}

/** When the prices are from, in Sydney time with its zone (`24 Nov 2026, 4:05 pm AEDT`). */
function asOfText(asOf: Date, lang: string): string {
  const sydney = { timeZone: "Australia/Sydney" } as const;
  const zone = new Intl.DateTimeFormat(lang, { ...sydney, timeZoneName: "short" })
    .formatToParts(asOf)
    .find((part) => part.type === "timeZoneName");
  return `${new Intl.DateTimeFormat(lang, {
    ...sydney,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(asOf)}${zone ? ` ${zone.value}` : ""}`;
}
