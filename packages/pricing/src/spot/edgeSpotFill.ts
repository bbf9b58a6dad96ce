import { maxAgeSeconds } from "@gw/api-client/prices";
import { GRAMS_PER_UNIT } from "../converter/weightUnits";
import { fillSpotHtml } from "./fillSpotHtml";
import { spotView } from "./spotView";

/**
 * The spot request a page's `Link` header asks the browser to preload (see `earlySpotPreloads`),
 * or null when it names none: the pages that show spot prices are the ones that preload them.
 */
export function spotPreloadUrl(link: string | null | undefined): string | null {
  for (const entry of (link ?? "").split(/,(?=\s*<)/)) {
    const found = /^\s*<([^>]+)>(.*)$/.exec(entry);
    if (!found || !/;\s*rel="?preload"?/i.test(found[2]!)) continue;
    try {
      if (new URL(found[1]!).pathname.endsWith("/v1/prices/spot")) return found[1]!;
    } catch {
      // A relative or broken address: not the API's.
    }
  }
  return null;
}

/** A page's language, from its `<html lang>` (the prerenderer writes it first). */
const pageLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? "en-AU";

/** What a host gets: whether a page shows spot prices, and the page with them written in. */
export interface EdgeSpotFiller {
  /** Whether a page whose `Link` header is this shows spot prices (it preloads them). */
  shows(link: string | null | undefined): boolean;
  /** The page with today's prices written in; as built when it shows none or they cannot be had. */
  fill(html: string, link: string | null | undefined): Promise<string>;
}

interface CachedAnswer {
  body: Promise<unknown>;
  until: number;
}

/**
 * What the host (gw-serve, and the static host's edge worker) does to a page that shows spot
 * prices: asks the API for them (as the browser would, and no longer than `timeoutMs`) and writes
 * them into the page, so they are on screen with its first paint and there without scripts; the
 * head script then paints the visitor's currency and newer prices over them. Answers are kept for
 * as long as the API says they stay fresh (a failure for `retryAfterMs`), so the API sees about
 * one request per interval per host, not one per visitor. Any failure answers the page as built.
 */
export function createEdgeSpotFiller({
  fetchAnswer,
  timeoutMs = 300,
  retryAfterMs = 5_000,
  now = Date.now,
}: {
  fetchAnswer: typeof fetch;
  timeoutMs?: number;
  retryAfterMs?: number;
  now?: () => number;
}): EdgeSpotFiller {
  const answers = new Map<string, CachedAnswer>();

  const answer = (url: string): Promise<unknown> => {
    const cached = answers.get(url);
    if (cached && cached.until > now()) return cached.body;
    const entry: CachedAnswer = { body: Promise.resolve(null), until: now() + retryAfterMs };
    entry.body = fetchAnswer(url, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then(async (response) => {
        if (response.status !== 200) return null;
        const body: unknown = await response.json();
        entry.until = now() + (maxAgeSeconds(response.headers.get("Cache-Control")) ?? 0) * 1000;
        return body;
      })
      .catch(() => null);
    answers.set(url, entry);
    return entry.body;
  };

  return {
    shows: (link) => spotPreloadUrl(link) !== null,
    fill: async (html, link) => {
      const url = spotPreloadUrl(link);
      if (!url) return html;
      const view = spotView(await answer(url), pageLang(html), GRAMS_PER_UNIT);
      return view ? fillSpotHtml(html, view) : html;
    },
  };
}
