import type { FetchedSpotPrices } from "../priceCalls";
import type { SpotPrices } from "../priceSchemas";
import { pageAnswerBody } from "../pageAnswers/pageAnswers";
import { usePageAnswer } from "../pageAnswers/usePageAnswer";
import type { PriceCurrency } from "./priceConstants";
import { spotQueryKey } from "./spotQueryKey";

/**
 * What the page says about the spot prices in `currency`: the prices with how long they stay
 * current, `unavailable` when the API had none fit to show, undefined where the host wrote none
 * in that currency (see `pageAnswerBody`).
 */
export function usePageSpotPrices(
  currency: PriceCurrency,
): FetchedSpotPrices | "unavailable" | undefined {
  const answer = usePageAnswer(spotQueryKey(currency));
  const prices = pageAnswerBody<SpotPrices>(answer);
  return typeof prices === "object" ? { prices, maxAgeSeconds: answer!.maxAgeSeconds } : prices;
}
