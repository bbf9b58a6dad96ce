import type { PriceCurrency } from "./priceConstants";

/** What the spot request started with the page's HTML answered, before the app was there. */
export interface EarlySpotAnswer {
  status: number;
  maxAgeSeconds: number | null;
  /** The parsed JSON body, not yet checked against the contract. */
  body: unknown;
}

/** The spot request a page's head starts (see `startEarlySpotRequest`), left on `window`. */
export interface EarlySpotRequest {
  currency: PriceCurrency;
  /** Null when no JSON answer came (offline, API down, not JSON). */
  answer: Promise<EarlySpotAnswer | null>;
  /** Set once the app shows prices itself: whatever painted them early then stops. */
  claimed: boolean;
  /** Set once the app has taken the answer as its first one; later refreshes ask the API. */
  used: boolean;
}

export const EARLY_SPOT_GLOBAL = "gwSpot";

declare global {
  interface Window {
    [EARLY_SPOT_GLOBAL]?: EarlySpotRequest;
  }
}

/**
 * Starts the spot request as the page's head is parsed, so the price does not wait for the app's
 * code. Only safelisted headers, so no preflight.
 */
export function startEarlySpotRequest(
  fetchSpot: typeof fetch,
  url: string,
  currency: PriceCurrency,
  readMaxAge: (cacheControl: string | null) => number | null,
): EarlySpotRequest {
  return {
    currency,
    claimed: false,
    used: false,
    answer: fetchSpot(url, { headers: { Accept: "application/json" } })
      .then((response) =>
        response.json().then((body: unknown) => ({
          status: response.status,
          maxAgeSeconds: readMaxAge(response.headers.get("Cache-Control")),
          body,
        })),
      )
      .catch(() => null),
  };
}

/**
 * The early answer for `currency`, once: the app's first spot call uses it instead of asking
 * again. Undefined when the page started none, it was for another currency, or it was used.
 */
export function takeEarlySpotAnswer(
  currency: PriceCurrency,
  win: Window | undefined = globalThis.window,
): Promise<EarlySpotAnswer | null> | undefined {
  const early = win?.[EARLY_SPOT_GLOBAL];
  if (!early || early.used || early.currency !== currency) return undefined;
  early.used = true;
  return early.answer;
}

/** The app now shows the prices: the early painter must not write over them any more. */
export function claimEarlySpot(win: Window | undefined = globalThis.window): void {
  const early = win?.[EARLY_SPOT_GLOBAL];
  if (early) early.claimed = true;
}
