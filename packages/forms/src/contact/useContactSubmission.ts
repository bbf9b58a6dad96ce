import {
  buildContactPayload,
  defaultApiClient,
  useContactRequest,
  type ApiClient,
  type ContactFormFields,
} from "@gw/api-client";
import { track } from "@gw/consent";
import { localeOf } from "@gw/i18n";
import { showErrorToast, showSuccessToast } from "@gw/ui";
import { useLingui } from "@lingui/react/macro";
import { captchaNotPassed } from "../captcha/captchaNotPassed";
import { sendWithCaptcha } from "../captcha/sendWithCaptcha";
import { useOneSubmissionAtATime } from "../shared/useOneSubmissionAtATime";
import { storedReferralPayload } from "../referral/storedReferralPayload";

export interface ContactSubmissionOptions {
  client?: ApiClient;
  /** The captcha token for one submission (`useFormCaptcha`). */
  captchaToken: () => Promise<string>;
  /** Where the browser goes after a successful send; stays on the page when absent. */
  redirectTo?: string;
  onSent: () => void;
}

/**
 * Sends valid fields per spec sections 4 and 8: captcha token, then the request; one at a time.
 * Resolves true only when the API stored the request.
 */
export function useContactSubmission({
  client = defaultApiClient(),
  captchaToken,
  redirectTo,
  onSent,
}: ContactSubmissionOptions) {
  const { t, i18n } = useLingui();
  const { mutateAsync } = useContactRequest(client);

  async function send(fields: ContactFormFields): Promise<boolean> {
    let result;
    try {
      result = await sendWithCaptcha(captchaToken, (token) =>
        mutateAsync(
          buildContactPayload(fields, {
            referralPayload: storedReferralPayload(),
            hostname: window.location.hostname,
            locale: localeOf(i18n),
            token,
          }),
        ),
      );
    } catch (error) {
      return notSent(error, t(captchaNotPassed));
    }
    if (!result.ok) {
      if (result.code === "captcha") return notSent(result, t(captchaNotPassed));
      if (result.kind === "http") {
        showErrorToast(result.message);
        return false;
      }
      return notSent(result);
    }
    onSent();
    track("Contact form_submit");
    if (result.data.message) showSuccessToast(result.data.message);
    if (redirectTo) window.location.assign(redirectTo);
    return true;
  }

  /** Network, timeout, captcha or unreadable answer: the spec only logs; we also say so. */
  function notSent(
    detail: unknown,
    message = t`Your message was not sent. Please check your connection and try again.`,
  ): false {
    console.error("Contact form submission failed:", detail);
    showErrorToast(message);
    return false;
  }

  return useOneSubmissionAtATime(send);
}
