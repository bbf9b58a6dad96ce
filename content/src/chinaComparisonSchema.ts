import * as v from "valibot";

const isoDate = v.pipe(v.string(), v.isoDate());
const positive = v.pipe(v.number(), v.gtValue(0));
const bilingualName = v.object({
  en: v.pipe(v.string(), v.nonEmpty()),
  zh: v.pipe(v.string(), v.nonEmpty()),
});

/** A past AUD gold price: what the gold cost when bought that long before the reference date. */
const historicalGoldPrice = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  unit: v.picklist(["week", "month"]),
  count: v.pipe(v.number(), v.integer(), v.gtValue(0)),
  date: isoDate,
  priceAud: positive,
});

/** A way to send money to China. The product's own row has no name: it shows the brand's. */
const providerRow = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  name: v.nullable(bilingualName),
  /** Monogram shown as the provider's logo; null for the product, which shows the brand's initial. */
  logo: v.nullable(v.pipe(v.string(), v.nonEmpty())),
  /** AUD to CNY rate the provider pays out at. */
  exchangeRate: positive,
  /** Fee in AUD, taken before conversion. */
  transferFee: v.pipe(v.number(), v.minValue(0)),
  highlight: v.boolean(),
  /** A line under the provider's name, in both languages (spec section 3, optional). */
  note: v.optional(bilingualName),
  /** The AUD gold price per troy ounce the product's row sells at (spec section 3, optional). */
  goldRate: v.optional(positive),
});

/** Spec section 9 and the contract's comparison arithmetic: every number the China page uses. */
export const chinaComparisonSchema = v.pipe(
  v.object({
    amountAud: positive,
    audCnyRate: positive,
    referenceGoldPriceAud: positive,
    recipientFactor: v.pipe(v.number(), v.gtValue(0), v.maxValue(1)),
    referenceConstant: positive,
    defaultHoldDuration: v.string(),
    historicalGoldPrices: v.pipe(v.array(historicalGoldPrice), v.nonEmpty()),
    providers: v.pipe(v.array(providerRow), v.nonEmpty()),
    timeline: v.object({
      buy: v.object({ date: isoDate, priceAud: positive, grams: positive }),
      transfer: v.object({ feePercent: v.pipe(v.number(), v.minValue(0)), grams: positive }),
      sell: v.object({ date: isoDate, priceAud: positive, cny: positive }),
      gainCny: v.number(),
    }),
  }),
  v.check(
    (data) => data.historicalGoldPrices.some((price) => price.id === data.defaultHoldDuration),
    "defaultHoldDuration must be the id of one of historicalGoldPrices",
  ),
  v.check(
    (data) => data.providers.filter((provider) => provider.name === null).length === 1,
    "exactly one provider row (the product's own) has no name",
  ),
  v.check(
    (data) => data.providers.every((provider) => provider.highlight || !provider.goldRate),
    "only the product's row (highlight) has a goldRate: the others pay out cash",
  ),
);

export type ChinaComparisonData = v.InferOutput<typeof chinaComparisonSchema>;
export type HistoricalGoldPrice = ChinaComparisonData["historicalGoldPrices"][number];
export type ProviderRow = ChinaComparisonData["providers"][number];
