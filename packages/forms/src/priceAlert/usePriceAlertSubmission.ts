import { defaultApiClient, usePriceAlertRequest, type ApiClient } from "@gw/api-client";
import { localeOf } from "@gw/i18n";
import { showErrorToast } from "@gw/ui";
import { useLingui } from "@lingui/react/macro";
import { explainMissingConsent } from "../captcha/captchaConsent";
import type { CaptchaProvider } from "../captcha/CaptchaProvider";
import { useOneSubmissionAtATime } from "../shared/useOneSubmissionAtATime";
import { parseTargetPrice, type PriceAlertFields } from "./validatePriceAlert";

export interface PriceAlertSubmissionOptions {
  client?: ApiClient;
  captcha: CaptchaProvider;
  /** The address the confirmation went to. */
  onSent: (email: string) => void;
}

/**
 * Sends a valid alert: captcha token, then the call; one at a time. Any failure is said in a
 * toast (the API's own reason when it gave one) and the form keeps every field.
 */
export function usePriceAlertSubmission({
  client = defaultApiClient(),
  captcha,
  onSent,
}: PriceAlertSubmissionOptions) {
  const { t, i18n } = useLingui();
  const { mutateAsync } = usePriceAlertRequest(client);

  function notSent(detail: unknown): false {
    console.error("Price alert not sent:", detail);
    showErrorToast(t`Your alert was not sent. Please check your connection and try again.`);
    return false;
  }

  async function send(fields: PriceAlertFields): Promise<boolean> {
    let token: string;
    try {
      token = await captcha.execute("submit");
    } catch (error) {
      if (explainMissingConsent(error, i18n)) return false;
      return notSent(error);
    }
    const email = fields.email.trim();
    const result = await mutateAsync({
      email,
      metal: fields.metal,
      direction: fields.direction,
      currency: fields.currency,
      target: parseTargetPrice(fields.target)!,
      hostname: window.location.hostname,
      locale: localeOf(i18n),
      token,
    });
    if (!result.ok) {
      if (result.kind !== "http") return notSent(result);
      showErrorToast(result.message);
      return false;
    }
    onSent(email);
    return true;
  }

  return useOneSubmissionAtATime(send);
}
