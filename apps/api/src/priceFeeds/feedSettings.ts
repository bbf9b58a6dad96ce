import type { FreshnessLimits } from "./quoteFreshness";

/** A setting that must be a positive number; unset (or empty), `fallback`. */
export function positiveSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number;
export function positiveSetting(env: NodeJS.ProcessEnv, name: string): number | undefined;
export function positiveSetting(env: NodeJS.ProcessEnv, name: string, fallback?: number) {
  const value = env[name];
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive number, not "${value}"`);
  return parsed;
}

/**
 * How long a feed's latest is shown as it is, then shown at all (`judgeFreshness`): two settings
 * in `unitMs`, the first never more than the second.
 */
export function freshnessSettings(
  env: NodeJS.ProcessEnv,
  {
    staleAfter,
    maxAge,
    unitMs,
  }: Record<"staleAfter" | "maxAge", [string, number]> & {
    unitMs: number;
  },
): FreshnessLimits {
  const staleAfterMs = positiveSetting(env, ...staleAfter) * unitMs;
  const maxAgeMs = positiveSetting(env, ...maxAge) * unitMs;
  if (staleAfterMs > maxAgeMs)
    throw new Error(`${staleAfter[0]} must not be more than ${maxAge[0]}`);
  return { staleAfterMs, maxAgeMs };
}

/** PRICE_TIMEOUT_SECONDS: a call to either feed's provider not answered by then fails (10). */
export const providerTimeoutMs = (env: NodeJS.ProcessEnv) =>
  positiveSetting(env, "PRICE_TIMEOUT_SECONDS", 10) * 1000;
