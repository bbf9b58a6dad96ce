import type { PriceCurrency } from "./priceConstants";

/**
 * What the API answered the host for the spot prices it wrote into the page, embedded in the page
 * beside the app's root (`<script type="application/json" id="gw-spot-answer">`): the app starts
 * from it, so what it hydrates is what the host wrote, and it asks again only once it is due.
 */
export interface PageSpotAnswer {
  currency: PriceCurrency;
  status: number;
  /** Seconds it stays fresh from when the page was sent; null when the API did not say. */
  maxAgeSeconds: number | null;
  /** The API's prices as the host checked them; null when it had none fit to show. */
  body: unknown;
}

export const PAGE_SPOT_ANSWER_ID = "gw-spot-answer";

const read = new WeakMap<Element, PageSpotAnswer | null>();

/** The page's spot answer, or null where the host wrote none (it could not get one in time). */
export function pageSpotAnswer(
  doc: Document | undefined = globalThis.document,
): PageSpotAnswer | null {
  const element = doc?.getElementById(PAGE_SPOT_ANSWER_ID);
  if (!element) return null;
  if (!read.has(element)) {
    let answer: PageSpotAnswer | null = null;
    try {
      answer = JSON.parse(element.textContent ?? "") as PageSpotAnswer;
    } catch {
      // Not JSON: as if the host had written none.
    }
    read.set(element, answer);
  }
  return read.get(element) ?? null;
}
