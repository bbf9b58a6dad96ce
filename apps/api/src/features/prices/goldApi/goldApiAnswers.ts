import * as v from "valibot";

/**
 * GoldAPI.io's answers (https://www.goldapi.io, `GET /api/{XAU|XAG}/{currency}[/{YYYYMMDD}]` with
 * the key in the `x-access-token` header), as far as we read them. Recorded examples of both
 * shapes are in `fixtures/`. Other fields (open, high, low, per-gram prices) are ignored.
 */

const number = v.pipe(v.number(), v.finite());

/** The live quote: `timestamp` in seconds, prices per troy ounce in the asked currency. */
export const goldApiSpotSchema = v.object({
  timestamp: number,
  metal: v.string(),
  currency: v.string(),
  price: number,
  bid: number,
  ask: number,
  prev_close_price: number,
});

/** A past day: the day's price (no bid or ask), its date as an ISO time. */
export const goldApiHistoricalSchema = v.object({
  date: v.string(),
  metal: v.string(),
  currency: v.string(),
  price: number,
});

/** Refusals (bad key, plan limits, unknown pair) come as `{"error": "..."}` with a 4xx. */
export const goldApiErrorSchema = v.object({ error: v.string() });
