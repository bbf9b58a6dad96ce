import {
  buildContactPayload,
  defaultApiClient,
  preregistrationTag,
  useContactRequest,
  type ApiClient,
} from "@gw/api-client";
import { track } from "@gw/consent";
import { localeOf } from "@gw/i18n";
import { showErrorToast } from "@gw/ui";
import { useLingui } from "@lingui/react/macro";
import { captchaNotPassed } from "../captcha/captchaNotPassed";
import type { CaptchaProvider } from "../captcha/CaptchaProvider";
import { defaultCaptchaProvider } from "../captcha/defaultCaptchaProvider";
import { sendWithCaptcha } from "../captcha/sendWithCaptcha";
import { useFormCaptcha, type FormCaptcha } from "../captcha/useFormCaptcha";
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
  const formCaptcha = useFormCaptcha(captcha);

  function notSent(detail: unknown, message: string): false {
    console.error("Preregistration failed:", detail);
    showErrorToast(message);
    return false;
  }

  async function submit(email: string): Promise<boolean> {
    const offline = t`Your preregistration was not sent. Please check your connection and try again.`;
    const host = window.location.hostname;
    let result;
    try {
      result = await sendWithCaptcha(formCaptcha.token, (token) =>
        mutateAsync(
          buildContactPayload(
            { ...preregistrationTag, email, selectedSource: host },
            {
              referralPayload: storedReferralPayload(),
              hostname: host,
              locale: localeOf(i18n),
              token,
            },
          ),
        ),
      );
    } catch (error) {
      return notSent(error, t(captchaNotPassed));
    }
    if (!result.ok) {
      if (result.code === "captcha") return notSent(result, t(captchaNotPassed));
      return notSent(result, result.kind === "http" ? result.message : offline);
    }
    // Preregistration is the China flow: both events carry its analytics tag Flow=CNY, and
    // `Lead` is the conversion the tag manager forwards for the lead.
    track("Contact", { action: "cny_preregistration", Flow: "CNY" });
    track("Lead", { Flow: "CNY" });
    return true;
  }

  return { submit, captcha: formCaptcha };
}
