import { dateTimeFormat } from "@gw/i18n/formats";
import type { ReferencePrice, SpotPrices } from "@gw/api-client/schemas";
import { GRAMS_PER_TROY_OUNCE } from "@gw/api-client/prices";
import { formatMoney, formatPercent } from "@gw/i18n/money";
import { htmlLang, type Locale } from "@gw/i18n/locales";

/** The Shanghai reference beside our own price, written for the page. */
export interface ReferenceView {
  /** The SGE's Au99.99, yuan per gram. */
  shanghai: string;
  /** When the SGE published it, Beijing time. */
  publishedAt: string;
  source: string;
  /** Our buy price (the spot ask) per gram in yuan; null without our CNY prices. */
  ours: string | null;
  /** How far ours is from Shanghai's (ours − Shanghai's, of Shanghai's); null without ours. */
  difference: string | null;
  /** The Shanghai price is older than it should be. */
  delayed: boolean;
  /** Either figure is a demonstration price. */
  demonstration: boolean;
}

/** A time in Beijing, as Chinese buyers read the SGE's prices: `24 Nov 2026, 2:15 pm`. */
function beijingTime(iso: string, locale: Locale): string {
  return dateTimeFormat(htmlLang(locale), {
    timeZone: "Asia/Shanghai",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso));
}

/**
 * The view in a language. Our figure is our buy price per troy ounce over the grams in one; the
 * difference is counted from the whole figures, then rounded, so it agrees with the API's answers.
 */
export function referenceView(
  reference: ReferencePrice,
  spot: SpotPrices | undefined,
  locale: Locale,
): ReferenceView {
  const cny = spot?.currency === "CNY" ? spot : undefined;
  const perGram = cny && cny.metals.gold.ask / GRAMS_PER_TROY_OUNCE;
  return {
    shanghai: formatMoney(locale, "CNY", reference.price),
    publishedAt: beijingTime(reference.asOf, locale),
    source: reference.source,
    ours: perGram === undefined ? null : formatMoney(locale, "CNY", perGram),
    difference:
      perGram === undefined
        ? null
        : formatPercent(locale, perGram / reference.price - 1, { signed: true }),
    delayed: reference.stale,
    demonstration: reference.source === "development" || cny?.source === "development",
  };
}
