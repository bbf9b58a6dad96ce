import * as v from "valibot";
import { ProviderFailure, retryAfterMs } from "./providerFailure";

/** How an adapter of either feed (spot prices, the Shanghai reference) reaches its provider. */
export interface ProviderOptions {
  apiKey: string;
  /** The provider's own address in production; a local stub's in tests. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface ProviderRequest {
  /** The whole address, key included when the provider wants it there: never logged or thrown. */
  url: string;
  /** What to call the request in errors (no key): `GoldAPI XAU/AUD`. */
  name: string;
  headers?: Record<string, string>;
  timeoutMs: number;
  fetch: typeof fetch;
  now: () => number;
  /** The provider's own words for a refusal, read from its body (never the key). */
  reasonOf?: (body: unknown) => string | undefined;
}

/**
 * One GET to a provider, its JSON answer or a `ProviderFailure` saying how it failed: no answer
 * in time (`timeout`), `429` (`rate_limited`, with its `Retry-After`), another status or a
 * network error (`error`; a `503` with `Retry-After` is `rate_limited`), or a body that is not JSON (`invalid`).
 */
export async function getProviderJson(request: ProviderRequest): Promise<unknown> {
  let response: Response;
  try {
    response = await request.fetch(request.url, {
      headers: { Accept: "application/json", ...request.headers },
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && /^(TimeoutError|AbortError)$/.test(error.name);
    throw new ProviderFailure(
      timedOut ? "timeout" : "error",
      timedOut
        ? `${request.name}: no answer within ${request.timeoutMs} ms`
        : `${request.name}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const text = await response.text().catch(() => "");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const waitMs = retryAfterMs(response.headers.get("Retry-After"), request.now());
  if (response.status === 429)
    throw new ProviderFailure("rate_limited", `${request.name}: too many requests (429)`, waitMs);
  // A 503 that says when to come back is the provider pacing us, as a 429 is.
  if (response.status === 503 && waitMs !== undefined)
    throw new ProviderFailure(
      "rate_limited",
      `${request.name}: unavailable, asks to wait (503)`,
      waitMs,
    );
  if (!response.ok) {
    const reason = request.reasonOf?.(body);
    throw new ProviderFailure(
      "error",
      `${request.name}: answered ${response.status}${reason ? `: ${reason}` : ""}`,
    );
  }
  if (body === undefined)
    throw new ProviderFailure("invalid", `${request.name}: the answer is not JSON`);
  return body;
}

/** Reads a provider's own words for a refusal from a body of its error shape (else none). */
export const refusalReason =
  <Refusal>(
    shape: v.GenericSchema<unknown, Refusal>,
    reasonOf: (refusal: Refusal) => string | undefined,
  ) =>
  (body: unknown) => {
    const parsed = v.safeParse(shape, body);
    return parsed.success ? reasonOf(parsed.output) : undefined;
  };
