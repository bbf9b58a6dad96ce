import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { PriceCurrency } from "../prices/priceConstants";

/**
 * What the API answered the host for one GET a page's islands were written from: its status, how
 * long it stays fresh from when the page was sent (seconds; null when the API did not say), and
 * its body as the host read it against the contract (null when it had nothing fit to show).
 */
export interface PageAnswer {
  status: number;
  maxAgeSeconds: number | null;
  body: unknown;
}

/**
 * The page answers: every answer the host wrote a page's islands from, each under the query key
 * the app asks the same call with, and the currency the page was written in. Embedded beside the
 * app's root (`<script type="application/json" id="gw-page-answers">`); the app puts them into
 * its query cache as it starts (`seedPageAnswers`), so what it hydrates is what the host wrote,
 * and it asks again only once each is due.
 */
export interface PageAnswers {
  currency: PriceCurrency;
  answers: (PageAnswer & { key: QueryKey })[];
}

export const PAGE_ANSWERS_ID = "gw-page-answers";

/** Where the query cache keeps what the page was written from (never asked for: only seeded). */
const pageKey = "page";
export const pageCurrencyKey = [pageKey, "currency"] as const;
export const pageAnswerKey = (key: QueryKey) => [pageKey, "answer", ...key] as const;

/**
 * Puts the page answers into the query cache, once, as the app starts (beside the prerender
 * state's `hydrate`): every part of the page reads them from there, none from the document.
 */
export function seedPageAnswers(
  client: QueryClient,
  doc: Document | undefined = globalThis.document,
) {
  // Prerendering: no page, no answers.
  const text = doc?.getElementById(PAGE_ANSWERS_ID)?.textContent;
  if (!text) return;
  let page: PageAnswers;
  try {
    page = JSON.parse(text) as PageAnswers;
  } catch {
    // Not JSON: as if the host had written none.
    return;
  }
  // Kept while the page is open: they say what the page was written from.
  client.setQueryDefaults([pageKey], { gcTime: Infinity, staleTime: Infinity });
  client.setQueryData(pageCurrencyKey, page.currency);
  for (const { key, ...answer } of page.answers) client.setQueryData(pageAnswerKey(key), answer);
}

/**
 * What a page answer says: its body, `unavailable` when the API had nothing fit to show,
 * undefined where the host wrote none. The host read its body against the contract before it
 * wrote it, so it is not checked again: a page that only shows it loads no schema library.
 */
export function pageAnswerBody<T>(answer: PageAnswer | null): T | "unavailable" | undefined {
  if (!answer) return undefined;
  const ok = answer.status >= 200 && answer.status < 300 && answer.body !== null;
  return ok ? (answer.body as T) : "unavailable";
}
