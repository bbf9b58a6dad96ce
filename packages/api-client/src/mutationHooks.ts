import { useMutation } from "@tanstack/react-query";
import type { ApiClient } from "./createApiClient";
import { defaultApiClient } from "./defaultApiClient";
import type { ContactRequest, PriceAlertRequest } from "./schemas";

/**
 * The calls as mutations. They never reject: `data` is an `ApiResult`, so callers branch on
 * `result.ok` and `result.kind` instead of catching.
 */
export function useContactRequest(client: ApiClient = defaultApiClient()) {
  return useMutation({
    mutationKey: ["contact-request"],
    mutationFn: (payload: ContactRequest) => client.sendContactRequest(payload),
  });
}

export function usePriceAlertRequest(client: ApiClient = defaultApiClient()) {
  return useMutation({
    mutationKey: ["price-alert"],
    mutationFn: (payload: PriceAlertRequest) => client.createPriceAlert(payload),
  });
}

export function useReferralCheck(client: ApiClient = defaultApiClient()) {
  return useMutation({
    mutationKey: ["referral-check"],
    mutationFn: (code: string) => client.verifyReferral(code),
  });
}
