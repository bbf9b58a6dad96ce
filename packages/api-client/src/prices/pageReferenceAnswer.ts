import type { PageSpotAnswer } from "./pageSpotAnswer";

/**
 * What the API answered the host for the Shanghai reference it wrote into the page, with the CNY
 * spot answer our figure beside it came from, embedded beside the app's root (`<script
 * type="application/json" id="gw-reference-answer">`): the app starts from both, so what it
 * hydrates is what the host wrote.
 */
export interface PageReferenceAnswer {
  status: number;
  /** Seconds it stays fresh from when the page was sent; null when the API did not say. */
  maxAgeSeconds: number | null;
  /** The API's reference price as the host had it; null when it had none fit to show. */
  body: unknown;
  /** The CNY spot answer our buy price per gram came from; null when the host had none. */
  cnySpot: PageSpotAnswer | null;
}

export const PAGE_REFERENCE_ANSWER_ID = "gw-reference-answer";

const read = new WeakMap<Element, PageReferenceAnswer | null>();

/** The page's reference answer, or null where the host wrote none. */
export function pageReferenceAnswer(
  doc: Document | undefined = globalThis.document,
): PageReferenceAnswer | null {
  const element = doc?.getElementById(PAGE_REFERENCE_ANSWER_ID);
  if (!element) return null;
  if (!read.has(element)) {
    let answer: PageReferenceAnswer | null = null;
    try {
      answer = JSON.parse(element.textContent ?? "") as PageReferenceAnswer;
    } catch {
      // Not JSON: as if the host had written none.
    }
    read.set(element, answer);
  }
  return read.get(element) ?? null;
}
