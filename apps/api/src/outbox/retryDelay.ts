/**
 * How long to wait before attempt `attempts + 1`: doubling from `baseMs` up to `maxMs`, spread by
 * ±20 % so messages that failed together (a relay outage) do not all come back at once.
 */
export function retryDelay(
  attempts: number,
  { baseMs, maxMs }: { baseMs: number; maxMs: number },
  random: () => number = Math.random,
): number {
  const plain = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(plain * (0.8 + 0.4 * random()));
}
