export type { ApiResult } from "./apiResult";
export { type ApiClient } from "./createApiClient";
export { defaultApiClient } from "./defaultApiClient";
export { useContactRequest, usePriceAlertRequest, useReferralCheck } from "./mutationHooks";
export { buildContactPayload, type ContactFormFields } from "./buildContactPayload";
export { pricesUnavailable, usePageSpotPrices, usePriceHistory, useSpotPrices } from "./priceHooks";
export { spotPricesFromAnswer } from "./priceCalls";
export * from "./schemas";
