import { metalQuoteSchema, priceMetals, type MetalQuote } from "@gw/api-client/schemas";
import * as v from "valibot";
import type { ProviderQuote } from "./priceProvider";

/** What a provider's answer must satisfy before anyone sees it. */
export interface QuoteBounds {
  /** The largest move of a mid price from the last good quote, as a fraction (0.1 is 10 %). */
  maxJump: number;
  /** The widest spread, as a fraction of the mid price. */
  maxSpread: number;
  /** How far ahead of our clock a quote's time may be (clock skew), in ms. */
  clockSkewMs: number;
}

export const defaultQuoteBounds: QuoteBounds = {
  maxJump: 0.1,
  maxSpread: 0.1,
  clockSkewMs: 60_000,
};

const mid = (quote: MetalQuote) => (quote.bid + quote.ask) / 2;
const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10} %`;

/**
 * Why an answer is garbage (not numbers, not positive, bid above ask, a time in the future, a
 * spread too wide), or undefined when it is a sound quote. Checked against the answer alone.
 */
export function malformation(
  quote: ProviderQuote,
  now: number,
  bounds: QuoteBounds,
): string | undefined {
  if (typeof quote?.asOf !== "number" || !Number.isFinite(quote.asOf))
    return "the quote has no valid time";
  if (quote.asOf > now + bounds.clockSkewMs)
    return `the quote's time ${new Date(quote.asOf).toISOString()} is in the future`;
  for (const metal of priceMetals) {
    const result = v.safeParse(metalQuoteSchema, quote.metals?.[metal]);
    if (!result.success) {
      const issue = result.issues[0];
      const field = issue.path?.map((item) => String(item.key)).join(".");
      return `${metal}${field ? ` ${field}` : ""}: ${issue.message}`;
    }
    const spread = (result.output.ask - result.output.bid) / mid(result.output);
    if (spread > bounds.maxSpread)
      return `${metal}'s spread of ${percent(spread)} is wider than ${percent(bounds.maxSpread)}`;
  }
  return undefined;
}

/**
 * How a sound quote moved too far from a reference (the last good quote, or else its own previous
 * close), or undefined when every metal moved less than `maxJump`.
 */
export function implausibleJump(
  quote: ProviderQuote,
  reference: ProviderQuote | undefined,
  bounds: QuoteBounds,
): string | undefined {
  for (const metal of priceMetals) {
    const now = mid(quote.metals[metal]);
    const before = reference ? mid(reference.metals[metal]) : quote.metals[metal].previousClose;
    const move = Math.abs(now / before - 1);
    if (move > bounds.maxJump)
      return `${metal} moved ${percent(move)}, more than ${percent(bounds.maxJump)}, since ${
        reference ? "the last good quote" : "its previous close"
      }`;
  }
  return undefined;
}
