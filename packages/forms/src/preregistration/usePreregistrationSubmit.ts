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
import { explainMissingConsent } from "../captcha/captchaConsent";
import type { CaptchaProvider } from "../captcha/CaptchaProvider";
import { defaultCaptchaProvider } from "../captcha/defaultCaptchaProvider";
import { storedReferralPayload } from "../referral/storedReferralPayload";

export interface PreregistrationSubmitOptions {
  client?: ApiClient;
  captcha?: CaptchaProvider;
}

/**
 * Sends a preregistration: captcha token, then the contact call with the fixed name and message
 * and the site's host as source. Resolves true once stored, and records the lead; any failure
 * is logged and shown as an error toast, and the form keeps the address.
 */
export function usePreregistrationSubmit({
  client = defaultApiClient(),
  captcha = defaultCaptchaProvider(),
}: PreregistrationSubmitOptions = {}) {
  const { t, i18n } = useLingui();
  const { mutateAsync } = useContactRequest(client);

  function notSent(detail: unknown, message: string): false {
    console.error("Preregistration failed:", detail);
    showErrorToast(message);
    return false;
  }

  return async function submit(email: string): Promise<boolean> {
    const offline = t`Your preregistration was not sent. Please check your connection and try again.`;
    const host = window.location.hostname;
    let token: string;
    try {
      token = await captcha.execute("submit");
    } catch (error) {
      if (explainMissingConsent(error, i18n)) return false;
      return notSent(error, offline);
    }
    const result = await mutateAsync(
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
    if (!result.ok) return notSent(result, result.kind === "http" ? result.message : offline);
    // Preregistration is the China flow: both events carry its analytics tag Flow=CNY, and
    // `Lead` is the conversion the tag manager forwards for the lead.
    track("Contact", { action: "cny_preregistration", Flow: "CNY" });
    track("Lead", { Flow: "CNY" });
    return true;
  };
}
