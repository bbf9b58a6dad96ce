export type { ApiResult } from "./apiResult";
export { type ApiClient } from "./createApiClient";
export { defaultApiClient } from "./defaultApiClient";
export { useContactRequest, usePriceAlertRequest, useReferralCheck } from "./mutationHooks";
export { buildContactPayload, type ContactFormFields } from "./buildContactPayload";
export {
  pricesUnavailable,
  usePageReferencePrice,
  usePriceHistory,
  useReferencePrice,
  useSpotPrices,
} from "./priceHooks";
export { readContract } from "./readContract";
export * from "./schemas";
