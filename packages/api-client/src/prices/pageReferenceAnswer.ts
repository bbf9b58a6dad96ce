import type { QueryClient } from "@tanstack/react-query";
import type { ReferencePrice } from "../reference/referencePriceSchema";
import type { PageSpotAnswer } from "./pageSpotAnswer";

/**
 * The page reference answer: what the API answered the host for the Shanghai reference it wrote
 * into the page, with the CNY spot answer our figure beside it came from, embedded beside the
 * app's root (`<script type="application/json" id="gw-reference-answer">`). The app puts it into
 * its query cache as it starts (`seedPageReferenceAnswer`), like the page spot answer, so what it
 * hydrates is what the host wrote.
 */
export interface PageReferenceAnswer {
  status: number;
  /** Seconds it stays fresh from when the page was sent; null when the API did not say. */
  maxAgeSeconds: number | null;
  /** The API's reference price as the host checked it; null when it had none fit to show. */
  body: unknown;
  /** The CNY spot answer our buy price per gram came from; null when the host had none. */
  cnySpot: PageSpotAnswer | null;
}

export const PAGE_REFERENCE_ANSWER_ID = "gw-reference-answer";

/** Where the query cache keeps the page reference answer. */
export const pageReferenceAnswerKey = ["page-reference-answer"] as const;

/**
 * What the page reference answer says: the price, `unavailable` when the API had none fit to show,
 * undefined where the host wrote none. The host checked its body before it wrote it.
 */
export function pageReferencePrice(
  answer: PageReferenceAnswer | null | undefined,
): ReferencePrice | "unavailable" | undefined {
  if (!answer) return undefined;
  const ok = answer.status >= 200 && answer.status < 300 && answer.body !== null;
  return ok ? (answer.body as ReferencePrice) : "unavailable";
}

/** Puts the page reference answer into the query cache, once, as the app starts. */
export function seedPageReferenceAnswer(
  client: QueryClient,
  doc: Document | undefined = globalThis.document,
) {
  const text = doc?.getElementById(PAGE_REFERENCE_ANSWER_ID)?.textContent;
  if (!text) return;
  let answer: PageReferenceAnswer;
  try {
    answer = JSON.parse(text) as PageReferenceAnswer;
  } catch {
    // Not JSON: as if the host had written none.
    return;
  }
  client.setQueryDefaults(pageReferenceAnswerKey, { gcTime: Infinity, staleTime: Infinity });
  client.setQueryData(pageReferenceAnswerKey, answer);
}
