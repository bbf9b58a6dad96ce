import type { QueryClient } from "@tanstack/react-query";
import type { FetchedSpotPrices } from "../priceCalls";
import type { SpotPrices } from "../priceSchemas";
import type { PriceCurrency } from "./priceConstants";

/**
 * The page spot answer: what the API answered the host for the spot prices it wrote into the
 * page, embedded beside the app's root (`<script type="application/json" id="gw-spot-answer">`).
 * The app puts it into its query cache as it starts (`seedPageSpotAnswer`), so what it hydrates is
 * what the host wrote, and it asks again only once it is due. One name for it everywhere: the page
 * spot answer.
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

/**
 * What the page spot answer says about the prices in `currency`: the prices, `unavailable` when
 * the API had none fit to show, undefined when it is about another currency (or there is none).
 * The host checked its body against the contract before it wrote it (a body is null otherwise),
 * so it is not checked again: the home page's strip loads no schema library for it.
 */
export function pageSpotPrices(
  answer: PageSpotAnswer | null | undefined,
  currency: PriceCurrency,
): FetchedSpotPrices | "unavailable" | undefined {
  if (answer?.currency !== currency) return undefined;
  const ok = answer.status >= 200 && answer.status < 300 && answer.body !== null;
  return ok
    ? { prices: answer.body as SpotPrices, maxAgeSeconds: answer.maxAgeSeconds }
    : "unavailable";
}

/** Where the query cache keeps the page spot answer. */
export const pageSpotAnswerKey = ["page-spot-answer"] as const;

/** The page spot answer in a document, or null where the host wrote none (or not JSON). */
function readPageSpotAnswer(doc: Document): PageSpotAnswer | null {
  const text = doc.getElementById(PAGE_SPOT_ANSWER_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageSpotAnswer;
  } catch {
    // Not JSON: as if the host had written none.
    return null;
  }
}

/**
 * Puts the page spot answer into the query cache, once, as the app starts (beside the prerender
 * state's `hydrate`): every part of the page reads it from there, none from the document.
 */
export function seedPageSpotAnswer(
  client: QueryClient,
  doc: Document | undefined = globalThis.document,
) {
  // Prerendering: no page, no answer.
  if (!doc) return;
  const answer = readPageSpotAnswer(doc);
  if (!answer) return;
  // Kept while the page is open: it says what the page was written in.
  client.setQueryDefaults(pageSpotAnswerKey, { gcTime: Infinity, staleTime: Infinity });
  client.setQueryData(pageSpotAnswerKey, answer);
}
