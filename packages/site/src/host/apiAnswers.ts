import { readContract } from "@gw/api-client";
import type { ApiContract, ApiContracts, ApiGet, PageAnswer } from "@gw/api-client/page-answers";
import { maxAgeSeconds, staleWhileRevalidateSeconds } from "@gw/api-client/prices";

/** What the API answered the host for one GET. */
export interface HostAnswer<T = unknown> {
  status: number;
  /** The body as the GET read it against the contract; null when it had nothing fit to show. */
  body: T | null;
  /** When the API said it stops being fresh (ms since the epoch); null when it did not say. */
  freshUntil: number | null;
}

/** The answer as the page embeds it for the app: its freshness counted from now. */
export function toPageAnswer({ status, body, freshUntil }: HostAnswer, now: number): PageAnswer {
  const maxAge = freshUntil === null ? null : Math.max(0, Math.floor((freshUntil - now) / 1000));
  return { status, maxAgeSeconds: maxAge, body };
}

interface Kept {
  answer: Promise<HostAnswer | null>;
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
 * The host's answers to the API's GETs that islands need (any GET, by its path and query): each
 * asked once and kept while the API says it is fresh (its `Cache-Control` max-age), so the API
 * sees about one request per GET and interval per host, not one per visitor; pages asking at once
 * share one request. Past that, within the answer's `stale-while-revalidate`, a good answer is
 * still served while a newer one is asked for, so a moment's slowness of the API costs no page
 * its figures. An answer takes at most `timeoutMs`; none in time (or no answer at all) is null,
 * kept for `retryAfterMs`, and the island comes as its definition says then (or the page as
 * built). An error answer (the API has nothing fit to show: `503`) is an answer too, its body
 * null: the island then says so; it is kept as long as its `Retry-After` says, if that is sooner
 * (an API still starting says 1 s).
 */
export function createApiAnswers({
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
}): <C extends ApiContract>(get: ApiGet<C>) => Promise<HostAnswer<ApiContracts[C]> | null> {
  const kept = new Map<string, Kept>();

  function ask(get: ApiGet): Kept {
    const entry: Kept = {
      answer: Promise.resolve(null),
      until: now() + retryAfterMs,
      usableUntil: 0,
    };
    entry.answer = fetchAnswer(`${apiUrl}${get.path}`, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then(async (response) => {
        const cacheControl = response.headers.get("Cache-Control");
        const maxAge = maxAgeSeconds(cacheControl);
        const body = readContract(get.contract, response.status, await response.json());
        const freshUntil = maxAge === null ? null : now() + maxAge * 1000;
        if (body !== null && freshUntil !== null) {
          entry.until = freshUntil;
          entry.usableUntil = freshUntil + staleWhileRevalidateSeconds(cacheControl) * 1000;
        }
        const retryAfter = Number(response.headers.get("Retry-After") ?? Number.NaN);
        if (body === null && retryAfter >= 0)
          entry.until = Math.min(entry.until, now() + retryAfter * 1000);
        return { status: response.status, body, freshUntil };
      })
      .catch(() => null);
    return entry;
  }

  function answer(get: ApiGet): Promise<HostAnswer | null> {
    const known = kept.get(get.path);
    const time = now();
    if (known && known.until > time) return known.answer;
    if (known && known.usableUntil > time) {
      // Served as it is; a newer answer replaces it once it is good (or once this one expires).
      if (!known.refreshing && (known.refreshAfter ?? 0) <= time)
        known.refreshing = (async () => {
          const next = ask(get);
          const newer = await next.answer;
          if ((newer && newer.body !== null) || known.usableUntil <= now())
            kept.set(get.path, next);
          else {
            known.refreshAfter = now() + retryAfterMs;
            known.refreshing = undefined;
          }
        })();
      return known.answer;
    }
    const entry = ask(get);
    kept.set(get.path, entry);
    return entry.answer;
  }

  // What is kept under a GET's path was read by its contract.
  return answer as <C extends ApiContract>(
    get: ApiGet<C>,
  ) => Promise<HostAnswer<ApiContracts[C]> | null>;
}
