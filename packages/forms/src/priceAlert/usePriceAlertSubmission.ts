import { defaultApiClient, usePriceAlertRequest, type ApiClient } from "@gw/api-client";
import { localeOf } from "@gw/i18n";
import { showErrorToast } from "@gw/ui";
import { useLingui } from "@lingui/react/macro";
import { captchaNotPassed } from "../captcha/captchaNotPassed";
import { sendWithCaptcha } from "../captcha/sendWithCaptcha";
import { useOneSubmissionAtATime } from "../shared/useOneSubmissionAtATime";
import { parseTargetPrice, type PriceAlertFields } from "./validatePriceAlert";

export interface PriceAlertSubmissionOptions {
  client?: ApiClient;
  /** The captcha token for one submission (`useFormCaptcha`). */
  captchaToken: () => Promise<string>;
  /** The address the confirmation went to. */
  onSent: (email: string) => void;
}

/**
 * Sends a valid alert: captcha token, then the call; one at a time. Any failure is said in a
 * toast (the API's own reason when it gave one) and the form keeps every field.
 */
export function usePriceAlertSubmission({
  client = defaultApiClient(),
  captchaToken,
  onSent,
}: PriceAlertSubmissionOptions) {
  const { t, i18n } = useLingui();
  const { mutateAsync } = usePriceAlertRequest(client);

  function notSent(
    detail: unknown,
    message = t`Your alert was not sent. Please check your connection and try again.`,
  ): false {
    console.error("Price alert not sent:", detail);
    showErrorToast(message);
    return false;
  }

  async function send(fields: PriceAlertFields): Promise<boolean> {
    const email = fields.email.trim();
    let result;
    try {
      result = await sendWithCaptcha(captchaToken, (token) =>
        mutateAsync({
          email,
          metal: fields.metal,
          direction: fields.direction,
          currency: fields.currency,
          target: parseTargetPrice(fields.target)!,
          hostname: window.location.hostname,
          locale: localeOf(i18n),
          token,
        }),
      );
    } catch (error) {
      return notSent(error, t(captchaNotPassed));
    }
    if (!result.ok) {
      if (result.code === "captcha") return notSent(result, t(captchaNotPassed));
      if (result.kind !== "http") return notSent(result);
      showErrorToast(result.message);
      return false;
    }
    onSent(email);
    return true;
  }

  return useOneSubmissionAtATime(send);
}
