import { defaultApiClient, usePriceAlertRequest, type ApiClient } from "@gw/api-client";
import { localeOf } from "@gw/i18n";
import { useLingui } from "@lingui/react/macro";
import type { CaptchaProvider } from "../captcha/CaptchaProvider";
import { useCaptchaSubmit } from "../captcha/useCaptchaSubmit";
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
  return useCaptchaSubmit({
    captcha,
    logLabel: "Price alert",
    notSentMessage: t`Your alert was not sent. Please check your connection and try again.`,
    call: (fields: PriceAlertFields, token) =>
      mutateAsync({
        email: fields.email.trim(),
        metal: fields.metal,
        direction: fields.direction,
        currency: fields.currency,
        target: parseTargetPrice(fields.target)!,
        hostname: window.location.hostname,
        locale: localeOf(i18n),
        token,
      }),
    onSent: (_, fields) => onSent(fields.email.trim()),
  });
}
