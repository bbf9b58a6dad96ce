import { defaultPriceCurrency, priceCurrencies, type PriceCurrency } from "@gw/api-client/schemas";
import { goldApiDefaultBaseUrl } from "./goldApi/goldApiProvider";
import { metalsDevDefaultBaseUrl } from "./metalsDev/metalsDevProvider";
import {
  freshnessSettings,
  positiveSetting,
  providerTimeoutMs,
} from "../../priceFeeds/feedSettings";
import type { FreshnessLimits } from "../../priceFeeds/quoteFreshness";

/** One provider of the chain: how to reach it and how many calls it may take a day. */
export type PriceProviderConfig =
  | { kind: "development" }
  | {
      kind: "goldapi" | "metalsdev";
      apiKey: string;
      baseUrl: string;
      dailyBudget: number | undefined;
    };

export interface PriceConfig {
  /** PRICE_PROVIDERS: asked in order, the next when one fails or is held back. */
  providers: PriceProviderConfig[];
  /** PRICE_UPDATE_SECONDS: at most one provider call per currency per interval (default 60). */
  updateIntervalMs: number;
  /** PRICE_STALE_AFTER_SECONDS (300) and PRICE_MAX_AGE_SECONDS (900): see `judgeFreshness`. */
  freshness: FreshnessLimits;
  /** PRICE_MAX_JUMP_PERCENT: a bigger move needs three answers agreeing on it (default 10). */
  maxJump: number;
  /** PRICE_TIMEOUT_SECONDS: a provider call not answered by then fails (default 10). */
  timeoutMs: number;
  /** PRICE_BACKOFF_MAX_SECONDS: the longest wait after failures in a row (default 300). */
  backoffMaxMs: number;
  /** PRICE_BACKGROUND_CURRENCIES: refreshed on the interval without visitors (default AUD). */
  backgroundCurrencies: PriceCurrency[];
  /** PRICE_BACKFILL_FROM: the first day whose close the start-up backfill fetches. */
  backfillFrom: string | undefined;
  /**
   * PRICE_HISTORY_SOURCES: the close sources the history answer draws, in order of preference
   * (unset: each provider's own closes, then its backfilled ones; an imported series is listed
   * here to be shown).
   */
  historySources: string[] | undefined;
  /**
   * PRICE_DEVELOPMENT_LAG_SECONDS: the development provider quotes this far behind the clock
   * (default 0), a demonstration of a delayed feed. Development provider only.
   */
  developmentLagMs: number;
  /**
   * PRICE_DEVELOPMENT_CLOCK: the instant (ISO 8601) the prices' clock shows when the API starts,
   * running on at real speed from there, so a demonstration can show any moment of the market
   * week (a weekday's session at the weekend). Unset: the real time. Development provider only.
   */
  developmentClockStart: number | undefined;
}

function notNegative(env: NodeJS.ProcessEnv, name: string): number {
  const value = env[name];
  if (value === undefined || value === "") return 0;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0)
    throw new Error(`${name} must be a number of seconds, 0 or more, not "${value}"`);
  return parsed;
}

function instant(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const value = env[name];
  if (value === undefined || value === "") return undefined;
  const parsed = /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(parsed))
    throw new Error(`${name} must be an ISO 8601 instant (2026-01-14T15:00:00Z), not "${value}"`);
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

const providerKinds = ["development", "goldapi", "metalsdev"] as const;
const defaultBaseUrls = { goldapi: goldApiDefaultBaseUrl, metalsdev: metalsDevDefaultBaseUrl };

/**
 * The chain from PRICE_PROVIDERS (`goldapi,metalsdev`), each with its key and address from
 * PRICE_<KIND>_KEY and PRICE_<KIND>_BASE_URL and its budget from PRICE_DAILY_BUDGET_<KIND> or
 * PRICE_DAILY_BUDGET. The older PRICE_PROVIDER=goldapi with PRICE_API_KEY and PRICE_API_BASE_URL
 * still works, as a chain of one.
 */
function providers(env: NodeJS.ProcessEnv): PriceProviderConfig[] {
  if (env.PRICE_PROVIDER && env.PRICE_PROVIDERS)
    throw new Error("Set PRICE_PROVIDERS or the older PRICE_PROVIDER, not both");
  const legacy = Boolean(env.PRICE_PROVIDER);
  const kinds = (env.PRICE_PROVIDERS || env.PRICE_PROVIDER || "development")
    .split(",")
    .map((kind) => kind.trim().toLowerCase())
    .filter(Boolean);
  for (const kind of kinds)
    if (!(providerKinds as readonly string[]).includes(kind))
      throw new Error(
        `${legacy ? "PRICE_PROVIDER" : "PRICE_PROVIDERS"}: "${kind}" is not one of ${providerKinds.join(", ")}`,
      );
  if (new Set(kinds).size < kinds.length) throw new Error("PRICE_PROVIDERS names a provider twice");
  if (kinds.includes("development") && kinds.length > 1)
    throw new Error("PRICE_PROVIDERS: demonstration prices (development) cannot back market ones");
  return kinds.map((kind): PriceProviderConfig => {
    if (kind === "development") return { kind };
    const prefix = `PRICE_${kind.toUpperCase()}`;
    const apiKey = (legacy ? env.PRICE_API_KEY : undefined) || env[`${prefix}_KEY`];
    if (!apiKey)
      throw new Error(`The ${kind} provider needs ${legacy ? "PRICE_API_KEY" : `${prefix}_KEY`}`);
    const baseUrl =
      (legacy ? env.PRICE_API_BASE_URL : undefined) ||
      env[`${prefix}_BASE_URL`] ||
      defaultBaseUrls[kind as "goldapi" | "metalsdev"];
    const dailyBudget =
      positiveSetting(env, `PRICE_DAILY_BUDGET_${kind.toUpperCase()}`) ??
      positiveSetting(env, "PRICE_DAILY_BUDGET");
    return { kind: kind as "goldapi" | "metalsdev", apiKey, baseUrl, dailyBudget };
  });
}

/** The price service's settings from the environment (docs/api.md, "Live prices"). */
export function readPriceConfig(env: NodeJS.ProcessEnv): PriceConfig {
  const backfillFrom = env.PRICE_BACKFILL_FROM || undefined;
  if (backfillFrom && !/^\d{4}-\d{2}-\d{2}$/.test(backfillFrom))
    throw new Error(`PRICE_BACKFILL_FROM must be a date (YYYY-MM-DD), not "${backfillFrom}"`);
  const chain = providers(env);
  const developmentLagMs = notNegative(env, "PRICE_DEVELOPMENT_LAG_SECONDS") * 1000;
  const developmentClockStart = instant(env, "PRICE_DEVELOPMENT_CLOCK");
  // Demonstrations of the development provider: a market feed's time is never moved or held back.
  if (chain[0]!.kind !== "development")
    for (const [name, set] of [
      ["PRICE_DEVELOPMENT_LAG_SECONDS", developmentLagMs > 0],
      ["PRICE_DEVELOPMENT_CLOCK", developmentClockStart !== undefined],
    ] as const)
      if (set) throw new Error(`${name} is for the development provider only`);
  return {
    providers: chain,
    updateIntervalMs: positiveSetting(env, "PRICE_UPDATE_SECONDS", 60) * 1000,
    freshness: freshnessSettings(env, {
      staleAfter: ["PRICE_STALE_AFTER_SECONDS", 300],
      maxAge: ["PRICE_MAX_AGE_SECONDS", 900],
      unitMs: 1000,
    }),
    maxJump: positiveSetting(env, "PRICE_MAX_JUMP_PERCENT", 10) / 100,
    timeoutMs: providerTimeoutMs(env),
    backoffMaxMs: positiveSetting(env, "PRICE_BACKOFF_MAX_SECONDS", 300) * 1000,
    backgroundCurrencies: currencies(env.PRICE_BACKGROUND_CURRENCIES),
    backfillFrom,
    historySources: env.PRICE_HISTORY_SOURCES?.split(",")
      .map((source) => source.trim())
      .filter(Boolean),
    developmentLagMs,
    developmentClockStart,
  };
}
