import { consentAllows, loadScriptOnce } from "@gw/consent";
import { CaptchaConsentError } from "./captchaConsent";
import type { CaptchaProvider } from "./CaptchaProvider";

export const RECAPTCHA_SCRIPT_URL = "https://www.google.com/recaptcha/api.js";

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/**
 * Production: invisible reCAPTCHA v3 for the site key. Its script is third-party, so it loads
 * (once) only after the visitor has made a cookie choice; before that, asking for a token fails
 * with CaptchaConsentError and nothing is sent.
 */
export function recaptchaProvider(siteKey: string): CaptchaProvider {
  return {
    async execute(action) {
      if (!consentAllows("functional")) throw new CaptchaConsentError();
      await loadScriptOnce(`${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`);
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha) throw new Error("The captcha script loaded without its API");
      return new Promise((resolve, reject) => {
        grecaptcha.ready(() => grecaptcha.execute(siteKey, { action }).then(resolve, reject));
      });
    },
  };
}
