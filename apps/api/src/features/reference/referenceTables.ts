/** Each Shanghai reference price recorded (migration 0009), whichever way it came. */
export interface ReferencePriceTable {
  /** Who published it: a provider's source, or the one an imported file names. */
  source: string;
  /** The Shanghai trading day it belongs to (YYYY-MM-DD). */
  date: string;
  /** When it was published, ms since the epoch. */
  as_of: number;
  /** Yuan per gram of Au99.99. */
  price: number;
  /** When this instance stored it (ISO 8601). */
  recorded_at: string;
}
