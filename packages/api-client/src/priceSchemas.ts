import * as v from "valibot";
import {
  defaultPriceCurrency,
  historyIntervals,
  historyRanges,
  priceCurrencies,
  priceMetals,
} from "./prices/priceConstants";

/**
 * The price service's contract (contract.md "Live prices"), shared by the API that answers it and
 * the pages that show it. Prices are per troy ounce, as numbers.
 */

export {
  defaultPriceCurrency,
  historyIntervalOf,
  historyRanges,
  priceCurrencies,
  priceMetals,
  type HistoryInterval,
  type HistoryRange,
  type PriceCurrency,
  type PriceMetal,
} from "./prices/priceConstants";

/** Where a quote came from; `development` figures are never market prices. */
const priceSourceSchema = v.pipe(v.string(), v.minLength(1));

const price = v.pipe(v.number(), v.finite(), v.gtValue(0));

export const metalQuoteSchema = v.pipe(
  v.object({ bid: price, ask: price, previousClose: price }),
  v.check((quote) => quote.bid <= quote.ask, "bid must not be above ask"),
);
export type MetalQuote = v.InferOutput<typeof metalQuoteSchema>;

const isoInstant = v.pipe(v.string(), v.isoTimestamp("asOf must be an ISO 8601 time"));

export const spotPricesSchema = v.object({
  currency: v.picklist(priceCurrencies),
  asOf: isoInstant,
  source: priceSourceSchema,
  marketOpen: v.boolean(),
  stale: v.boolean(),
  metals: v.object({ gold: metalQuoteSchema, silver: metalQuoteSchema }),
});
export type SpotPrices = v.InferOutput<typeof spotPricesSchema>;

const isoDate = v.pipe(v.string(), v.isoDate("date must be YYYY-MM-DD"));

export const historyPointSchema = v.object({ date: isoDate, close: price });
export type HistoryPoint = v.InferOutput<typeof historyPointSchema>;

/** Which source's closes a stretch of the points holds, from and to which day. */
const historySourcePartSchema = v.object({ source: priceSourceSchema, from: isoDate, to: isoDate });

/**
 * The contract's keys, then what the price service says of the data behind them: the first day
 * it holds any close (`since`, null when none), whether that reaches back to the range's first
 * day (`complete`; never for ALL), and which source each stretch of points comes from. Optional,
 * so pages keep working against an API that does not send them yet.
 */
export const priceHistorySchema = v.object({
  metal: v.picklist(priceMetals),
  currency: v.picklist(priceCurrencies),
  range: v.picklist(historyRanges),
  interval: v.picklist(historyIntervals),
  points: v.array(historyPointSchema),
  since: v.optional(v.nullable(isoDate)),
  complete: v.optional(v.boolean()),
  sources: v.optional(v.array(historySourcePartSchema)),
});
export type PriceHistory = v.InferOutput<typeof priceHistorySchema>;

/** Query parameters, as the API reads them (missing currency means AUD). */
export const spotQuerySchema = v.strictObject({
  currency: v.optional(
    v.picklist(priceCurrencies, `currency must be one of ${priceCurrencies.join(", ")}`),
    defaultPriceCurrency,
  ),
});

export const historyQuerySchema = v.strictObject({
  metal: v.picklist(priceMetals, `metal must be one of ${priceMetals.join(", ")}`),
  range: v.picklist(historyRanges, `range must be one of ${historyRanges.join(", ")}`),
  currency: v.optional(
    v.picklist(priceCurrencies, `currency must be one of ${priceCurrencies.join(", ")}`),
    defaultPriceCurrency,
  ),
  format: v.optional(v.picklist(["json", "csv"], "format must be json or csv"), "json"),
  /** Only `monthly` may be asked for; without it, the range's own interval. */
  interval: v.optional(v.picklist(["monthly"], "interval must be monthly")),
});
export type HistoryQuery = v.InferOutput<typeof historyQuerySchema>;
