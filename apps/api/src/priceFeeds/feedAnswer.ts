import { createHash } from "node:crypto";
import type { Context } from "hono";
import { etag, RETAINED_304_HEADERS } from "hono/etag";
import { apiError } from "../http/apiError";

/** A feed's latest answer: what to send and how long it stays true, or why there is none. */
type LatestAnswer =
  | {
      ok: true;
      /** When this instance next looks for a newer one. */
      nextRefreshAt: number;
      /** When the answer would change without a newer one (delayed, too old, the market). */
      changesAt: number;
    }
  | { ok: false; reason: string };

/** A CDN or browser revalidates with If-None-Match and gets 304; the CORS header stays on it. */
export const feedEtag = () =>
  etag({ retainedHeaders: [...RETAINED_304_HEADERS, "access-control-allow-origin"] });

export function cacheFor(c: Context, maxAge: number, staleWhileRevalidate: number) {
  c.header(
    "Cache-Control",
    `public, max-age=${maxAge}, stale-while-revalidate=${staleWhileRevalidate}`,
  );
}

/**
 * The body with a strong ETag of its SHA-1, hashed here at once: the etag middleware would hash
 * every body through WebCrypto's thread pool, which queues under a thousand concurrent requests.
 * The middleware still answers If-None-Match with 304.
 */
export function withEtag(c: Context, body: string, contentType: string) {
  c.header("ETag", `"${createHash("sha1").update(body).digest("hex")}"`);
  c.header("Content-Type", contentType);
  return c.body(body);
}

/**
 * A feed's latest answer as JSON (the spot prices, the Shanghai reference): none is 503, never
 * stored, to be asked again in one interval. One is fresh until this instance next looks for a
 * newer one, never longer than one interval; and no cache may serve it, even while revalidating,
 * past the moment it would turn delayed or unavailable or the market opens or shuts.
 */
export function latestAnswer<Answer extends LatestAnswer>(
  c: Context,
  answer: Answer,
  body: (answer: Extract<Answer, { ok: true }>) => unknown,
  { updateIntervalMs, now }: { updateIntervalMs: number; now: number },
) {
  const intervalSeconds = Math.floor(updateIntervalMs / 1000);
  if (!answer.ok) {
    c.header("Cache-Control", "no-store");
    c.header("Retry-After", String(intervalSeconds));
    return apiError(c, 503, answer.reason);
  }
  const secondsUntil = (instant: number) => Math.max(0, Math.floor((instant - now) / 1000));
  const truthful = secondsUntil(answer.changesAt);
  const maxAge = Math.min(intervalSeconds, secondsUntil(answer.nextRefreshAt), truthful);
  cacheFor(c, maxAge, Math.min(intervalSeconds, truthful - maxAge));
  return withEtag(
    c,
    JSON.stringify(body(answer as Extract<Answer, { ok: true }>)),
    "application/json",
  );
}
