import type { HistoryPoint, PriceCurrency, PriceMetal } from "@gw/api-client/schemas";
import * as v from "valibot";
import { tradingDaysBetween } from "../../../priceFeeds/marketCalendar";
import type { PriceProvider, ProviderQuote } from "../priceProvider";
import { ProviderFailure } from "../../../priceFeeds/providerFailure";
import {
  getProviderJson,
  refusalReason,
  type ProviderOptions,
} from "../../../priceFeeds/providerHttp";
import { goldApiErrorSchema, goldApiHistoricalSchema, goldApiSpotSchema } from "./goldApiAnswers";

export const goldApiSource = "goldapi.io";
export const goldApiDefaultBaseUrl = "https://www.goldapi.io/api";

const symbolOf: Record<PriceMetal, string> = { gold: "XAU", silver: "XAG" };

/**
 * The real provider adapter: GoldAPI.io quotes one metal in one currency per call, with bid, ask,
 * the previous close and the time it quoted. A spot quote is two calls (gold and silver); a past
 * close is one call per trading day, so backfills are kept short (PRICE_BACKFILL_FROM).
 */
export function goldApiProvider({
  apiKey,
  baseUrl = goldApiDefaultBaseUrl,
  timeoutMs = 10_000,
  fetch: fetchImpl = fetch,
  now = Date.now,
}: ProviderOptions): PriceProvider {
  async function get<T>(path: string, schema: v.GenericSchema<unknown, T>): Promise<T> {
    const body = await getProviderJson({
      url: `${baseUrl.replace(/\/$/, "")}/${path}`,
      name: `GoldAPI ${path}`,
      headers: { "x-access-token": apiKey },
      timeoutMs,
      fetch: fetchImpl,
      now,
      reasonOf: refusalReason(goldApiErrorSchema, (refusal) => refusal.error),
    });
    const parsed = v.safeParse(schema, body);
    if (!parsed.success)
      throw new ProviderFailure(
        "invalid",
        `GoldAPI's answer to ${path} is malformed: ${parsed.issues[0].message}`,
      );
    return parsed.output;
  }

  async function quoteOf(metal: PriceMetal, currency: PriceCurrency) {
    const answer = await get(`${symbolOf[metal]}/${currency}`, goldApiSpotSchema);
    if (answer.metal !== symbolOf[metal] || answer.currency !== currency)
      throw new ProviderFailure(
        "invalid",
        `GoldAPI answered ${answer.metal}/${answer.currency} when asked for ${symbolOf[metal]}/${currency}`,
      );
    return answer;
  }

  return {
    source: goldApiSource,
    // Its past days are LBMA fixings, not the feed's daily close that its quotes carry.
    closesSource: `${goldApiSource}/lbma`,
    callsPerSpot: 2,
    callsForCloses: (from, to) => tradingDaysBetween(from, to).length,
    async spot(currency): Promise<ProviderQuote> {
      // Both requests end before the call does, so none is still running once it has failed.
      const [gold, silver] = await bothSettled(
        quoteOf("gold", currency),
        quoteOf("silver", currency),
      );
      return {
        // The older of the two times: the pair is only as fresh as its older half.
        asOf: Math.min(gold.timestamp, silver.timestamp) * 1000,
        metals: {
          gold: { bid: gold.bid, ask: gold.ask, previousClose: gold.prev_close_price },
          silver: { bid: silver.bid, ask: silver.ask, previousClose: silver.prev_close_price },
        },
      };
    },
    async dailyCloses(metal, currency, from, to) {
      const points: HistoryPoint[] = [];
      // One call per day, one after another: a backfill must not burst the plan's rate limit.
      for (const date of tradingDaysBetween(from, to)) {
        const answer = await get(
          `${symbolOf[metal]}/${currency}/${date.replaceAll("-", "")}`,
          goldApiHistoricalSchema,
        );
        points.push({ date, close: answer.price });
      }
      return points;
    },
  };
}

async function bothSettled<A, B>(first: Promise<A>, second: Promise<B>): Promise<[A, B]> {
  const [a, b] = await Promise.allSettled([first, second]);
  if (a.status === "rejected") throw a.reason;
  if (b.status === "rejected") throw b.reason;
  return [a.value, b.value];
}
