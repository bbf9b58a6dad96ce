import * as v from "valibot";

/**
 * Metals.dev's answers (https://metals.dev/docs), as far as we read them; recorded examples are
 * in `fixtures/`. Other fields (high, low, other metals, currency rates) are ignored.
 */

const number = v.pipe(v.number(), v.finite());

/** `GET /v1/metal/spot`: one metal in one currency, `change` counted from the previous close. */
export const metalsDevSpotSchema = v.object({
  status: v.literal("success"),
  timestamp: v.pipe(v.string(), v.isoTimestamp()),
  currency: v.string(),
  unit: v.literal("toz"),
  metal: v.string(),
  rate: v.object({ price: number, bid: number, ask: number, change: number }),
});

/** `GET /v1/timeseries`: each day's metals per troy ounce, in the answer's `currency`. */
export const metalsDevTimeseriesSchema = v.object({
  status: v.literal("success"),
  currency: v.string(),
  unit: v.literal("toz"),
  rates: v.record(
    v.string(),
    v.object({ metals: v.object({ gold: v.optional(number), silver: v.optional(number) }) }),
  ),
});

/** Refusals: `{"status":"failure","error_code":…,"error_message":"…"}`. */
export const metalsDevErrorSchema = v.object({ error_message: v.string() });
