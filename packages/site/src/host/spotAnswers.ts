import { spotPricesFromAnswer } from "@gw/api-client";
import {
  maxAgeSeconds,
  spotPricesUrl,
  type PageSpotAnswer,
  type PriceCurrency,
} from "@gw/api-client/prices";
import type { SpotPrices } from "@gw/api-client/schemas";

/** What the API answered the host for one currency. */
export interface HostSpotAnswer {
  currency: PriceCurrency;
  status: number;
  /** The prices, checked against the contract; null when the API had none fit to show. */
  prices: SpotPrices | null;
  /** When the API said they stop being fresh (ms since the epoch); null when it did not say. */
  freshUntil: number | null;
}

/** The answer as the page embeds it for the app (its freshness counted from now). */
export function pageSpotAnswer(answer: HostSpotAnswer, now: number): PageSpotAnswer {
  return {
    currency: answer.currency,
    status: answer.status,
    maxAgeSeconds:
      answer.freshUntil === null ? null : Math.max(0, Math.floor((answer.freshUntil - now) / 1000)),
    body: answer.prices,
  };
}

interface Kept {
  answer: Promise<HostSpotAnswer | null>;
  until: number;
}

/**
 * The host's spot prices: asked of the API once per currency and kept while the API says they are
 * fresh (its `Cache-Control` max-age), so the API sees about one request per interval per host,
 * not one per visitor. An answer takes at most `timeoutMs`; none in time (or no answer at all) is
 * null, kept for `retryAfterMs`, and the page is answered as built. An error answer (the API
 * has no prices fit to show: `503`) is an answer too: the page then says prices are unavailable;
 * it is kept as long as its `Retry-After` says, if that is sooner (an API still starting says 1 s).
 */
export function createSpotAnswers({
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
}): (currency: PriceCurrency) => Promise<HostSpotAnswer | null> {
  const kept = new Map<PriceCurrency, Kept>();
  return (currency) => {
    const known = kept.get(currency);
    if (known && known.until > now()) return known.answer;
    const entry: Kept = { answer: Promise.resolve(null), until: now() + retryAfterMs };
    entry.answer = fetchAnswer(spotPricesUrl(currency, apiUrl), {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then(async (response) => {
        const maxAge = maxAgeSeconds(response.headers.get("Cache-Control"));
        const result = spotPricesFromAnswer({
          status: response.status,
          maxAgeSeconds: maxAge,
          body: await response.json(),
        });
        const freshUntil = maxAge === null ? null : now() + maxAge * 1000;
        if (result.ok && freshUntil !== null) entry.until = freshUntil;
        const retryAfter = Number(response.headers.get("Retry-After") ?? Number.NaN);
        if (!result.ok && retryAfter >= 0)
          entry.until = Math.min(entry.until, now() + retryAfter * 1000);
        return {
          currency,
          status: response.status,
          prices: result.ok ? result.data.prices : null,
          freshUntil,
        };
      })
      .catch(() => null);
    kept.set(currency, entry);
    return entry.answer;
  };
}
