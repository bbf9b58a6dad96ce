/** One published Shanghai Gold Exchange Au99.99 price, in yuan per gram. */
export interface ReferenceQuote {
  /** The Shanghai trading day it belongs to (YYYY-MM-DD, Beijing time). */
  date: string;
  /** When it was published (ms since the epoch), not when we asked. */
  asOf: number;
  /** CNY per gram. */
  price: number;
}

/**
 * Where the Shanghai reference price comes from, as `PriceProvider` is for spot prices. `latest`
 * is called at most once per update interval per instance; it may throw or answer garbage, and
 * the service checks every answer before it is recorded.
 */
export interface ReferenceProvider {
  /** Shown to visitors as the answer's `source`; `development` marks demonstration prices. */
  readonly source: string;
  latest(): Promise<ReferenceQuote>;
}

/** Shanghai (Beijing) time is UTC+8 all year: no daylight saving. */
const shanghaiOffsetMs = 8 * 3_600_000;

/** The Beijing calendar day of an instant. */
export const shanghaiDateOf = (instant: number) =>
  new Date(instant + shanghaiOffsetMs).toISOString().slice(0, 10);

/** A Beijing wall-clock time (`2026-01-05`, `14:15:00`) as an instant. */
export const shanghaiInstant = (date: string, time: string) =>
  Date.parse(`${date}T${time}Z`) - shanghaiOffsetMs;
