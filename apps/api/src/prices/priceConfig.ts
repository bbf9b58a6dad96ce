import { defaultPriceCurrency, priceCurrencies, type PriceCurrency } from "@gw/api-client/schemas";
import { goldApiDefaultBaseUrl } from "./goldApi/goldApiProvider";
import type { FreshnessLimits } from "./quoteFreshness";

type PriceProviderConfig =
  { kind: "development" } | { kind: "goldapi"; apiKey: string; baseUrl: string };

export interface PriceConfig {
  provider: PriceProviderConfig;
  /** PRICE_UPDATE_SECONDS: at most one provider call per currency per interval (default 60). */
  updateIntervalMs: number;
  /** PRICE_STALE_AFTER_SECONDS (300) and PRICE_MAX_AGE_SECONDS (900): see `judgeFreshness`. */
  freshness: FreshnessLimits;
  /** PRICE_MAX_JUMP_PERCENT: a bigger move needs three answers agreeing on it (default 10). */
  maxJump: number;
  /** PRICE_TIMEOUT_SECONDS: a provider call not answered by then fails (default 10). */
  timeoutMs: number;
  /** PRICE_BACKGROUND_CURRENCIES: refreshed on the interval without visitors (default AUD). */
  backgroundCurrencies: PriceCurrency[];
  /** PRICE_BACKFILL_FROM: the first day whose close the start-up backfill fetches. */
  backfillFrom: string | undefined;
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive number, not "${value}"`);
  return parsed;
}

function currencies(value: string | undefined): PriceCurrency[] {
  if (value === undefined) return [defaultPriceCurrency];
  const items = value
    .split(",")
    .map((item) => item.trim().toUpperCase())
    .filter(Boolean);
  for (const item of items)
    if (!(priceCurrencies as readonly string[]).includes(item))
      throw new Error(
        `PRICE_BACKGROUND_CURRENCIES: "${item}" is not one of ${priceCurrencies.join(", ")}`,
      );
  return items as PriceCurrency[];
}

function provider(env: NodeJS.ProcessEnv): PriceProviderConfig {
  const kind = env.PRICE_PROVIDER || "development";
  if (kind === "development") return { kind };
  if (kind !== "goldapi")
    throw new Error(`PRICE_PROVIDER must be "development" or "goldapi", not "${kind}"`);
  if (!env.PRICE_API_KEY) throw new Error("PRICE_PROVIDER=goldapi needs PRICE_API_KEY");
  return {
    kind,
    apiKey: env.PRICE_API_KEY,
    baseUrl: env.PRICE_API_BASE_URL || goldApiDefaultBaseUrl,
  };
}

function freshnessLimits(env: NodeJS.ProcessEnv): FreshnessLimits {
  const staleAfterMs = positive(env, "PRICE_STALE_AFTER_SECONDS", 300) * 1000;
  const maxAgeMs = positive(env, "PRICE_MAX_AGE_SECONDS", 900) * 1000;
  if (staleAfterMs > maxAgeMs)
    throw new Error("PRICE_STALE_AFTER_SECONDS must not be more than PRICE_MAX_AGE_SECONDS");
  return { staleAfterMs, maxAgeMs };
}

/** The price service's settings from the environment (docs/api.md, "Live prices"). */
export function readPriceConfig(env: NodeJS.ProcessEnv): PriceConfig {
  const backfillFrom = env.PRICE_BACKFILL_FROM || undefined;
  if (backfillFrom && !/^\d{4}-\d{2}-\d{2}$/.test(backfillFrom))
    throw new Error(`PRICE_BACKFILL_FROM must be a date (YYYY-MM-DD), not "${backfillFrom}"`);
  return {
    provider: provider(env),
    updateIntervalMs: positive(env, "PRICE_UPDATE_SECONDS", 60) * 1000,
    freshness: freshnessLimits(env),
    maxJump: positive(env, "PRICE_MAX_JUMP_PERCENT", 10) / 100,
    timeoutMs: positive(env, "PRICE_TIMEOUT_SECONDS", 10) * 1000,
    backgroundCurrencies: currencies(env.PRICE_BACKGROUND_CURRENCIES),
    backfillFrom,
  };
}
