import type { HistoryPoint, PriceCurrency, PriceMetal } from "@gw/api-client/schemas";
import * as v from "valibot";
import { addDays } from "../../../priceFeeds/calendarDates";
import { isTradingDay } from "../../../priceFeeds/marketCalendar";
import type { PriceProvider, ProviderQuote } from "../priceProvider";
import { ProviderFailure } from "../../../priceFeeds/providerFailure";
import {
  getProviderJson,
  refusalReason,
  type ProviderOptions,
} from "../../../priceFeeds/providerHttp";
import {
  metalsDevErrorSchema,
  metalsDevSpotSchema,
  metalsDevTimeseriesSchema,
} from "./metalsDevAnswers";

export const metalsDevSource = "metals.dev";
export const metalsDevDefaultBaseUrl = "https://api.metals.dev/v1";
/** Metals.dev answers at most 30 days of history per request. */
const daysPerRequest = 30;

const cents = (value: number) => Math.round(value * 100) / 100;
const calendarDays = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/**
 * The second market provider: Metals.dev quotes one metal per call with bid, ask and the change
 * since the previous close (so the close is price minus change), and a day's figures for up to
 * 30 days per call. It takes the key as a query parameter, which never appears in an error.
 */
export function metalsDevProvider({
  apiKey,
  baseUrl = metalsDevDefaultBaseUrl,
  timeoutMs = 10_000,
  fetch: fetchImpl = fetch,
  now = Date.now,
}: ProviderOptions): PriceProvider {
  async function get<T>(
    path: string,
    query: Record<string, string>,
    schema: v.GenericSchema<unknown, T>,
  ): Promise<T> {
    const name = `Metals.dev ${path}?${new URLSearchParams(query)}`;
    const url = `${baseUrl.replace(/\/$/, "")}/${path}?${new URLSearchParams({ api_key: apiKey, ...query })}`;
    const body = await getProviderJson({
      url,
      name,
      timeoutMs,
      fetch: fetchImpl,
      now,
      reasonOf: refusalReason(metalsDevErrorSchema, (refusal) => refusal.error_message),
    });
    const parsed = v.safeParse(schema, body);
    if (!parsed.success) {
      const refusal = v.safeParse(metalsDevErrorSchema, body);
      throw new ProviderFailure(
        refusal.success ? "error" : "invalid",
        refusal.success
          ? `${name}: refused: ${refusal.output.error_message}`
          : `${name}: the answer is malformed: ${parsed.issues[0].message}`,
      );
    }
    return parsed.output;
  }

  async function quoteOf(metal: PriceMetal, currency: PriceCurrency) {
    const answer = await get("metal/spot", { metal, currency, unit: "toz" }, metalsDevSpotSchema);
    if (answer.metal !== metal || answer.currency !== currency)
      throw new ProviderFailure(
        "invalid",
        `Metals.dev answered ${answer.metal}/${answer.currency} when asked for ${metal}/${currency}`,
      );
    return {
      asOf: Date.parse(answer.timestamp),
      quote: {
        bid: answer.rate.bid,
        ask: answer.rate.ask,
        previousClose: cents(answer.rate.price - answer.rate.change),
      },
    };
  }

  return {
    source: metalsDevSource,
    closesSource: `${metalsDevSource}/timeseries`,
    callsPerSpot: 2,
    callsForCloses: (from, to) => Math.ceil(calendarDays(from, to) / daysPerRequest),
    async spot(currency): Promise<ProviderQuote> {
      const [gold, silver] = await Promise.allSettled([
        quoteOf("gold", currency),
        quoteOf("silver", currency),
      ]);
      if (gold.status === "rejected") throw gold.reason;
      if (silver.status === "rejected") throw silver.reason;
      return {
        // The older of the two times: the pair is only as fresh as its older half.
        asOf: Math.min(gold.value.asOf, silver.value.asOf),
        metals: { gold: gold.value.quote, silver: silver.value.quote },
      };
    },
    async dailyCloses(metal, currency, from, to) {
      const points: HistoryPoint[] = [];
      for (let start = from; start <= to; start = addDays(start, daysPerRequest)) {
        const end = [addDays(start, daysPerRequest - 1), to].sort()[0]!;
        const answer = await get(
          "timeseries",
          { start_date: start, end_date: end, currency, unit: "toz" },
          metalsDevTimeseriesSchema,
        );
        if (answer.currency !== currency)
          throw new ProviderFailure(
            "invalid",
            `Metals.dev answered its history in ${answer.currency} when asked for ${currency}`,
          );
        for (const [date, day] of Object.entries(answer.rates)) {
          const close = day.metals[metal];
          if (close !== undefined && date >= start && date <= end && isTradingDay(date))
            points.push({ date, close: cents(close) });
        }
      }
      return points.sort((a, b) => a.date.localeCompare(b.date));
    },
  };
}
