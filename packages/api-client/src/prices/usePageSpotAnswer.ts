import { useQueryClient } from "@tanstack/react-query";
import { pageSpotAnswerKey, type PageSpotAnswer } from "./pageSpotAnswer";

/**
 * The page spot answer, as the app put it into the query cache when it started; null if none.
 * Apart from the price queries, so a part that starts from it (the home strip) loads no query
 * observer until it asks the API itself.
 */
export function usePageSpotAnswer(): PageSpotAnswer | null {
  return useQueryClient().getQueryData<PageSpotAnswer>(pageSpotAnswerKey) ?? null;
}
