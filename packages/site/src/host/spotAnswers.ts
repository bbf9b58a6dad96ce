import { spotPricesFromAnswer } from "@gw/api-client";
import {
  maxAgeSeconds,
  spotPricesUrl,
  staleWhileRevalidateSeconds,
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

/** The page spot answer: the API's answer as the page embeds it (its freshness counted from now). */
export function toPageSpotAnswer(answer: HostSpotAnswer, now: number): PageSpotAnswer {
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
  /** Until when the answer is fresh: served without asking the API. */
  until: number;
  /** Until when a good answer may still be served while a newer one is asked for. */
  usableUntil: number;
  /** The ask under way for a newer answer, while this one is served. */
  refreshing?: Promise<void>;
  /** After an ask for a newer answer failed: not before this time again. */
  refreshAfter?: number;
}

/**
 * The host's spot prices: asked of the API once per currency and kept while the API says they are
 * fresh (its `Cache-Control` max-age), so the API sees about one request per interval per host,
 * not one per visitor. Past that, within the answer's `stale-while-revalidate`, the kept prices are
 * still served while a newer answer is asked for, so a moment's slowness of the API costs no page
 * its prices. An answer takes at most `timeoutMs`; none in time (or no answer at all) is null,
 * kept for `retryAfterMs`, and the page is answered as built. An error answer (the API has no
 * prices fit to show: `503`) is an answer too: the page then says prices are unavailable; it is
 * kept as long as its `Retry-After` says, if that is sooner (an API still starting says 1 s).
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

  function ask(currency: PriceCurrency): Kept {
    const entry: Kept = {
      answer: Promise.resolve(null),
      until: now() + retryAfterMs,
      usableUntil: 0,
    };
    entry.answer = fetchAnswer(spotPricesUrl(currency, apiUrl), {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then(async (response) => {
        const cacheControl = response.headers.get("Cache-Control");
        const maxAge = maxAgeSeconds(cacheControl);
        const result = spotPricesFromAnswer({
          status: response.status,
          maxAgeSeconds: maxAge,
          body: await response.json(),
        });
        const freshUntil = maxAge === null ? null : now() + maxAge * 1000;
        if (result.ok && freshUntil !== null) {
          entry.until = freshUntil;
          entry.usableUntil = freshUntil + staleWhileRevalidateSeconds(cacheControl) * 1000;
        }
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
    return entry;
  }

  return (currency) => {
    const known = kept.get(currency);
    const time = now();
    if (known && known.until > time) return known.answer;
    if (known && known.usableUntil > time) {
      // Served as it is; a newer answer replaces it once it has prices (or once this one expires).
      if (!known.refreshing && (known.refreshAfter ?? 0) <= time)
        known.refreshing = (async () => {
          const next = ask(currency);
          const answer = await next.answer;
          if (answer?.prices || known.usableUntil <= now()) kept.set(currency, next);
          else {
            known.refreshAfter = now() + retryAfterMs;
            known.refreshing = undefined;
          }
        })();
      return known.answer;
    }
    const entry = ask(currency);
    kept.set(currency, entry);
    return entry.answer;
  };
}
