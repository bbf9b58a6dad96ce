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
 */
export function spotView(answer: unknown, lang: string, grams: UnitGrams): SpotView | null {
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
  const asOf = typeof spot.asOf === "string" ? new Date(spot.asOf) : null;
  if (!asOf || isNaN(asOf.getTime())) return null;
  let money: Intl.NumberFormat;
  let wholeMoney: Intl.NumberFormat;
  let signedMoney: Intl.NumberFormat;
  try {
    money = new Intl.NumberFormat(lang, { style: "currency", currency: spot.currency });
    wholeMoney = new Intl.NumberFormat(lang, {
      style: "currency",
      currency: spot.currency,
      maximumFractionDigits: 0,
    });
    signedMoney = new Intl.NumberFormat(lang, {
      style: "currency",
      currency: spot.currency,
      signDisplay: "exceptZero",
    });
  } catch {
    return null;
  }
  const percent = new Intl.NumberFormat(lang, {
    style: "percent",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const signedPercent = new Intl.NumberFormat(lang, {
    style: "percent",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: "exceptZero",
  });
  const text: Record<string, string> = {};
  const dir: SpotView["dir"] = {};
  for (const metal of ["gold", "silver"]) {
    const quote = spot.metals && spot.metals[metal];
    if (!quote || !isPrice(quote.bid) || !isPrice(quote.ask) || !isPrice(quote.previousClose))
      return null;
    if (quote.bid > quote.ask) return null;
    const { bid, ask, previousClose } = quote;
    for (const unit of Object.keys(grams) as (keyof UnitGrams)[]) {
      const perOunce = grams[unit] / grams.troyOunce;
      // A kilogram's price reads best to the dollar; cents there are noise.
      const format = unit === "kilogram" ? wholeMoney : money;
      text[`${metal}.ask.${unit}`] = format.format(ask * perOunce);
      text[`${metal}.bid.${unit}`] = format.format(bid * perOunce);
    }
    const mid = (bid + ask) / 2;
    // Rounded to cents first, so a change too small to show is flat, not "+$0.00" going up.
    const change = Math.round((mid - previousClose) * 100) / 100;
    dir[metal] = change > 0 ? "up" : change < 0 ? "down" : "flat";
    text[`${metal}.change`] = signedMoney.format(change);
    text[`${metal}.changePercent`] = signedPercent.format(change / previousClose);
    text[`${metal}.spread`] = money.format(ask - bid);
    text[`${metal}.spreadPercent`] = percent.format((ask - bid) / mid);
  }
  const sydney = { timeZone: "Australia/Sydney" } as const;
  const zone = new Intl.DateTimeFormat(lang, { ...sydney, timeZoneName: "short" })
    .formatToParts(asOf)
    .find((part) => part.type === "timeZoneName");
  text.asOf = `${new Intl.DateTimeFormat(lang, {
    ...sydney,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(asOf)}${zone ? ` ${zone.value}` : ""}`;
  return {
    currency: spot.currency,
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
