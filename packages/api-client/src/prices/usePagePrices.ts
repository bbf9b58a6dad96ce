import type { FetchedSpotPrices } from "../priceCalls";
import type { SpotPrices } from "../priceSchemas";
import type { ReferencePrice } from "../reference/referencePriceSchema";
import { pageAnswerBody } from "../pageAnswers/pageAnswers";
import { usePageAnswer } from "../pageAnswers/usePageAnswer";
import type { PriceCurrency } from "./priceConstants";
import { priceQueryKeys } from "./priceQueryKeys";

/**
 * What the page says about the spot prices in `currency`: the prices with how long they stay
 * current, `unavailable` when the API had none fit to show, undefined where the host wrote none
 * in that currency (see `pageAnswerBody`).
 */
export function usePageSpotPrices(
  currency: PriceCurrency,
): FetchedSpotPrices | "unavailable" | undefined {
  const answer = usePageAnswer(priceQueryKeys.spot(currency));
  const prices = pageAnswerBody<SpotPrices>(answer);
  return typeof prices === "object" ? { prices, maxAgeSeconds: answer!.maxAgeSeconds } : prices;
}

/** What the page says about the Shanghai reference (see `pageAnswerBody`). */
export function usePageReferencePrice(): ReferencePrice | "unavailable" | undefined {
  return pageAnswerBody<ReferencePrice>(usePageAnswer(priceQueryKeys.reference));
}
