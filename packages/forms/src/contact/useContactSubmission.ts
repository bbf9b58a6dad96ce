import {
  buildContactPayload,
  defaultApiClient,
  useContactRequest,
  type ApiClient,
  type ContactFormFields,
} from "@gw/api-client";
import { track } from "@gw/consent";
import { localeOf } from "@gw/i18n";
import { showSuccessToast } from "@gw/ui";
import { useLingui } from "@lingui/react/macro";
import type { CaptchaProvider } from "../captcha/CaptchaProvider";
import { useCaptchaSubmit } from "../captcha/useCaptchaSubmit";
import { storedReferralPayload } from "../referral/storedReferralPayload";

export interface ContactSubmissionOptions {
  client?: ApiClient;
  captcha: CaptchaProvider;
  /** Where the browser goes after a successful send; stays on the page when absent. */
  redirectTo?: string;
  onSent: () => void;
}

/**
 * Sends valid fields per spec sections 4 and 8: captcha token, then the request; one at a time.
 * `submit` resolves true only when the API stored the request.
 */
export function useContactSubmission({
  client = defaultApiClient(),
  captcha,
  redirectTo,
  onSent,
}: ContactSubmissionOptions) {
  const { t, i18n } = useLingui();
  const { mutateAsync } = useContactRequest(client);
  return useCaptchaSubmit({
    captcha,
    logLabel: "Contact form",
    notSentMessage: t`Your message was not sent. Please check your connection and try again.`,
    call: (fields: ContactFormFields, token) =>
      mutateAsync(
        buildContactPayload(fields, {
          referralPayload: storedReferralPayload(),
          hostname: window.location.hostname,
          locale: localeOf(i18n),
          token,
        }),
      ),
    onSent: (data) => {
      onSent();
      track("Contact form_submit");
      if (data.message) showSuccessToast(data.message);
      if (redirectTo) window.location.assign(redirectTo);
    },
  });
}
