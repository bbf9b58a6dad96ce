import type { FetchedSpotPrices } from "../priceCalls";

const defaultRefreshSeconds = 60;
const shortestRefreshSeconds = 5;

/**
 * When to ask again: a second after the service's next quote is due (its `max-age` counts down
 * to it), so the browser's cached copy has expired by then; a minute if it did not say.
 */
export function spotRefreshDelayMs(answer: FetchedSpotPrices | undefined): number {
  const seconds = answer?.maxAgeSeconds;
  if (seconds === null || seconds === undefined) return defaultRefreshSeconds * 1000;
  return Math.max(shortestRefreshSeconds, seconds + 1) * 1000;
}
