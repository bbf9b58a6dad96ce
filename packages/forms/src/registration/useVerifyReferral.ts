import { useReferralCheck } from "@gw/api-client";
import { useCallback } from "react";
import type { VerifyReferral } from "./useReferralSignUp";

/** Referral verification through the API: valid only when the server says so. */
export function useVerifyReferral(): VerifyReferral {
  const { mutateAsync } = useReferralCheck();
  return useCallback(
    async (code) => {
      const result = await mutateAsync(code);
      return result.ok && result.data.valid;
    },
    [mutateAsync],
  );
}
