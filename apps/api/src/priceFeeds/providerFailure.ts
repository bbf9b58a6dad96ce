/** How a provider call ended, as `gw_price_provider_calls_total{outcome}` counts it. */
export type CallOutcome = "ok" | "error" | "rate_limited" | "timeout" | "invalid";

/** A provider call that failed, with how (and, when the provider said so, when to ask again). */
export class ProviderFailure extends Error {
  constructor(
    readonly outcome: Exclude<CallOutcome, "ok">,
    message: string,
    /** From a `Retry-After` header: no call to this provider before this many ms have passed. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** A call not made: the provider is over its daily budget or waiting out a backoff. */
export class ProviderHeldBack extends Error {}

/** A `Retry-After` value (seconds, or an HTTP date) as ms from `now`; undefined if unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Any error from a provider call as a failure with an outcome (a bug or a refusal is an error). */
export function asProviderFailure(error: unknown): ProviderFailure {
  if (error instanceof ProviderFailure) return error;
  const message = error instanceof Error ? error.message : String(error);
  const timedOut = error instanceof Error && /^(TimeoutError|AbortError)$/.test(error.name);
  return new ProviderFailure(timedOut ? "timeout" : "error", message);
}
