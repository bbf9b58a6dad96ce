export { apiBaseUrl } from "./apiBaseUrl";
export type { ApiFailure, ApiFailureKind, ApiResult, ApiSuccess } from "./apiResult";
export {
  createApiClient,
  defaultTimeoutMs,
  type ApiClient,
  type ApiClientOptions,
} from "./createApiClient";
export { defaultApiClient } from "./defaultApiClient";
export { useContactRequest, useReferralCheck } from "./mutationHooks";
export {
  buildContactPayload,
  splitFullName,
  type ContactFormFields,
  type ContactRequestContext,
} from "./buildContactPayload";
export * from "./schemas";
