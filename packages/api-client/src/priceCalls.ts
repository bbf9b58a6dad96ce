import type { ApiResult } from "./apiResult";
import {
  priceHistorySchema,
  spotPricesSchema,
  type PriceHistory,
  type SpotPrices,
} from "./priceSchemas";
import { referencePriceSchema, type ReferencePrice } from "./reference/referencePriceSchema";
import { referencePriceUrl } from "./reference/referencePriceUrl";
import type { PriceCurrency } from "./prices/priceConstants";
import {
  maxAgeSeconds,
  priceHistoryUrl,
  spotPricesUrl,
  type PriceHistoryRequest,
} from "./prices/priceUrls";
import { readAnswer, type SuccessSchema } from "./readAnswer";

/** Spot prices as fetched: with how long the service says they stay current (its `max-age`). */
export interface FetchedSpotPrices {
  prices: SpotPrices;
  /** Seconds until the service has a newer quote; null when it did not say. */
  maxAgeSeconds: number | null;
}

export interface PriceCallOptions {
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Aborts the call (React Query passes one when a query is cancelled). */
  signal?: AbortSignal;
  timeoutMs?: number;
}

const defaultTimeoutMs = 15_000;

/** `GET /v1/prices/spot`, checked against the contract. Never throws. */
export async function getSpotPrices(
  currency: PriceCurrency,
  options: PriceCallOptions = {},
): Promise<ApiResult<FetchedSpotPrices>> {
  const answer = await get(spotPricesUrl(currency, options.baseUrl), spotPricesSchema, options);
  return answer.result.ok
    ? { ...answer.result, data: { prices: answer.result.data, maxAgeSeconds: answer.maxAge } }
    : answer.result;
}

/** `GET /v1/prices/history` (JSON), checked against the contract. Never throws. */
export async function getPriceHistory(
  request: PriceHistoryRequest,
  options: PriceCallOptions = {},
): Promise<ApiResult<PriceHistory>> {
  const url = priceHistoryUrl(request, "json", options.baseUrl);
  return (await get(url, priceHistorySchema, options)).result;
}

/** `GET /v1/prices/reference/sge`, checked against the contract. Never throws. */
export async function getReferencePrice(
  options: PriceCallOptions = {},
): Promise<ApiResult<ReferencePrice>> {
  return (await get(referencePriceUrl(options.baseUrl), referencePriceSchema, options)).result;
}

async function get<T>(
  url: string,
  schema: SuccessSchema<T>,
  { fetch: fetchImpl = globalThis.fetch, signal, timeoutMs = defaultTimeoutMs }: PriceCallOptions,
): Promise<{ result: ApiResult<T>; maxAge: number | null }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const abort = () => controller.abort();
  signal?.addEventListener("abort", abort);
  try {
    const response = await fetchImpl(url, {
      headers: { Accept: "application/json" },
      signal: controller.signal,
    });
    const text = await response.text();
    return {
      result: readAnswer(response.status, response.ok, text, schema),
      maxAge: maxAgeSeconds(response.headers.get("Cache-Control")),
    };
  } catch (error) {
    const timedOut = controller.signal.aborted && !signal?.aborted;
    return {
      result: timedOut
        ? { ok: false, kind: "timeout", message: `No answer within ${timeoutMs} ms` }
        : {
            ok: false,
            kind: "network",
            message: error instanceof Error ? error.message : String(error),
          },
      maxAge: null,
    };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", abort);
  }
}
