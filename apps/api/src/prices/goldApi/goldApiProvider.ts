import type { HistoryPoint, PriceCurrency, PriceMetal } from "@gw/api-client/schemas";
import * as v from "valibot";
import { tradingDaysBetween } from "../marketCalendar";
import type { PriceProvider, ProviderQuote } from "../priceProvider";
import { goldApiErrorSchema, goldApiHistoricalSchema, goldApiSpotSchema } from "./goldApiAnswers";

export const goldApiSource = "goldapi.io";
export const goldApiDefaultBaseUrl = "https://www.goldapi.io/api";

const symbolOf: Record<PriceMetal, string> = { gold: "XAU", silver: "XAG" };

export interface GoldApiOptions {
  apiKey: string;
  /** `https://www.goldapi.io/api` in production; a local stub in tests. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

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
}: GoldApiOptions): PriceProvider {
  async function get<T>(path: string, schema: v.GenericSchema<unknown, T>): Promise<T> {
    const response = await fetchImpl(`${baseUrl.replace(/\/$/, "")}/${path}`, {
      headers: { "x-access-token": apiKey, Accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const refusal = v.safeParse(goldApiErrorSchema, body);
      throw new Error(
        `GoldAPI answered ${response.status} to ${path}${refusal.success ? `: ${refusal.output.error}` : ""}`,
      );
    }
    const parsed = v.safeParse(schema, body);
    if (!parsed.success)
      throw new Error(`GoldAPI's answer to ${path} is malformed: ${parsed.issues[0].message}`);
    return parsed.output;
  }

  async function quoteOf(metal: PriceMetal, currency: PriceCurrency) {
    const answer = await get(`${symbolOf[metal]}/${currency}`, goldApiSpotSchema);
    if (answer.metal !== symbolOf[metal] || answer.currency !== currency)
      throw new Error(
        `GoldAPI answered ${answer.metal}/${answer.currency} when asked for ${symbolOf[metal]}/${currency}`,
      );
    return answer;
  }

  return {
    source: goldApiSource,
    async spot(currency): Promise<ProviderQuote> {
      const [gold, silver] = await Promise.all([
        quoteOf("gold", currency),
        quoteOf("silver", currency),
      ]);
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
