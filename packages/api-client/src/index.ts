export type { ApiResult } from "./apiResult";
export { type ApiClient } from "./createApiClient";
export { defaultApiClient } from "./defaultApiClient";
export { useContactRequest, usePriceAlertRequest, useReferralCheck } from "./mutationHooks";
export { buildContactPayload, type ContactFormFields } from "./buildContactPayload";
export {
  pricesUnavailable,
  usePageReferencePrice,
  usePageSpotPrices,
  usePriceHistory,
  useReferencePrice,
  useSpotPrices,
} from "./priceHooks";
export { referencePriceFromAnswer, spotPricesFromAnswer } from "./priceCalls";
export * from "./schemas";
