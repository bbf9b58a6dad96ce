import {
  buildContactPayload,
  defaultApiClient,
  preregistrationTag,
  useContactRequest,
  type ApiClient,
} from "@gw/api-client";
import { track } from "@gw/consent";
import { localeOf } from "@gw/i18n";
import { useLingui } from "@lingui/react/macro";
import type { CaptchaProvider } from "../captcha/CaptchaProvider";
import { defaultCaptchaProvider } from "../captcha/defaultCaptchaProvider";
import { useCaptchaSubmit } from "../captcha/useCaptchaSubmit";
import type { FormCaptcha } from "../captcha/useFormCaptcha";
import { storedReferralPayload } from "../referral/storedReferralPayload";

export interface PreregistrationSubmitOptions {
  client?: ApiClient;
  captcha?: CaptchaProvider;
}

/**
 * Sends a preregistration: captcha token, then the contact call with the fixed name and message
 * and the site's host as source. `submit` resolves true once stored, and records the lead; any
 * failure is logged and shown as an error toast, and the form keeps the address. `captcha` is
 * for the form (PreregistrationForm's prop of that name).
 */
export function usePreregistrationSubmit({
  client = defaultApiClient(),
  captcha = defaultCaptchaProvider(),
}: PreregistrationSubmitOptions = {}): {
  submit: (email: string) => Promise<boolean>;
  captcha: FormCaptcha;
} {
  const { t, i18n } = useLingui();
  const { mutateAsync } = useContactRequest(client);
  const { submit, captcha: formCaptcha } = useCaptchaSubmit({
    captcha,
    logLabel: "Preregistration",
    notSentMessage: t`Your preregistration was not sent. Please check your connection and try again.`,
    call: (email: string, token) => {
      const host = window.location.hostname;
      return mutateAsync(
        buildContactPayload(
          { ...preregistrationTag, email, selectedSource: host },
          {
            referralPayload: storedReferralPayload(),
            hostname: host,
            locale: localeOf(i18n),
            token,
          },
        ),
      );
    },
    onSent: () => {
      // Preregistration is the China flow: both events carry its analytics tag Flow=CNY, and
      // `Lead` is the conversion the tag manager forwards for the lead.
      track("Contact", { action: "cny_preregistration", Flow: "CNY" });
      track("Lead", { Flow: "CNY" });
    },
  });
  return { submit, captcha: formCaptcha };
}
