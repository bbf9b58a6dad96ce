import { referencePriceFromAnswer } from "@gw/api-client";
import { maxAgeSeconds, referencePriceUrl } from "@gw/api-client/prices";
import type { ReferencePrice } from "@gw/api-client/schemas";

/** What the API answered the host for the Shanghai reference. */
export interface HostReferenceAnswer {
  status: number;
  /** The price, checked against the contract; null when the API had none fit to show. */
  price: ReferencePrice | null;
  /** When the API said it stops being fresh (ms since the epoch); null when it did not say. */
  freshUntil: number | null;
}

/**
 * The host's Shanghai reference: asked of the API once and kept while the API says it is fresh
 * (its `Cache-Control` max-age; a daily benchmark's is minutes), so the API sees about one request
 * per interval per host. An answer takes at most `timeoutMs`; none in time is null, kept for
 * `retryAfterMs`, and the island is then written waiting for its figures, as the app starts it.
 */
export function createReferenceAnswers({
  apiUrl,
  fetchAnswer,
  timeoutMs = 300,
  retryAfterMs = 5_000,
  now = Date.now,
}: {
  apiUrl: string;
  fetchAnswer: typeof fetch;
  timeoutMs?: number;
  retryAfterMs?: number;
  now?: () => number;
}): () => Promise<HostReferenceAnswer | null> {
  let kept: { answer: Promise<HostReferenceAnswer | null>; until: number } | undefined;

  function ask() {
    const entry = {
      answer: Promise.resolve<HostReferenceAnswer | null>(null),
      until: now() + retryAfterMs,
    };
    entry.answer = fetchAnswer(referencePriceUrl(apiUrl), {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then(async (response) => {
        const maxAge = maxAgeSeconds(response.headers.get("Cache-Control"));
        const result = referencePriceFromAnswer({
          status: response.status,
          body: await response.json(),
        });
        const freshUntil = maxAge === null ? null : now() + maxAge * 1000;
        if (result.ok && freshUntil !== null) entry.until = freshUntil;
        const retryAfter = Number(response.headers.get("Retry-After") ?? Number.NaN);
        if (!result.ok && retryAfter >= 0)
          entry.until = Math.min(entry.until, now() + retryAfter * 1000);
        return { status: response.status, price: result.ok ? result.data : null, freshUntil };
      })
      .catch(() => null);
    return entry;
  }

  return () => {
    if (!kept || kept.until <= now()) kept = ask();
    return kept.answer;
  };
}
