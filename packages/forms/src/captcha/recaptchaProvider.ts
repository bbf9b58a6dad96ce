import type { CaptchaProvider } from "./CaptchaProvider";

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
 * Production: invisible reCAPTCHA v3 for the site key. Its script is loaded by the consent
 * loaders (necessary consent), never here; without it there is no token and nothing is sent.
 */
export function recaptchaProvider(siteKey: string): CaptchaProvider {
  return {
    execute(action) {
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha) return Promise.reject(new Error("The captcha script is not loaded"));
      return new Promise((resolve, reject) => {
        grecaptcha.ready(() => grecaptcha.execute(siteKey, { action }).then(resolve, reject));
      });
    },
  };
}
