import * as v from "valibot";

/**
 * The Shanghai reference price (contract.md "Buyer tools"): the Shanghai Gold Exchange's Au99.99
 * in yuan per gram, as a reference beside our own prices, never a price we sell at.
 */
export const referencePriceSchema = v.object({
  exchange: v.literal("SGE"),
  contract: v.literal("Au99.99"),
  currency: v.literal("CNY"),
  unit: v.literal("g"),
  price: v.pipe(v.number(), v.finite(), v.gtValue(0)),
  /** The Shanghai trading day the price belongs to. */
  date: v.pipe(v.string(), v.isoDate("date must be YYYY-MM-DD")),
  /** When it was published (ISO 8601). */
  asOf: v.pipe(v.string(), v.isoTimestamp("asOf must be an ISO 8601 time")),
  /** Who published it; `development` marks demonstration prices. */
  source: v.pipe(v.string(), v.minLength(1)),
  /** Older than the freshness rules allow for current: shown, marked delayed. */
  stale: v.boolean(),
});
export type ReferencePrice = v.InferOutput<typeof referencePriceSchema>;

/** The call takes no parameters; any given is refused, as the other calls refuse unknown ones. */
export const referenceQuerySchema = v.strictObject({});
