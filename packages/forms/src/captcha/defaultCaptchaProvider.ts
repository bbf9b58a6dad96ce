import { defaultApiClient } from "@gw/api-client";
import type { CaptchaProvider } from "./CaptchaProvider";
import { developmentCaptchaProvider } from "./developmentCaptchaProvider";
import { recaptchaProvider } from "./recaptchaProvider";

/** `VITE_CAPTCHA_SITE_KEY` at build time selects the real provider; without it, development. */
export function defaultCaptchaProvider(
  siteKey: string | undefined = import.meta.env.VITE_CAPTCHA_SITE_KEY,
): CaptchaProvider {
  return siteKey ? recaptchaProvider(siteKey) : developmentCaptchaProvider(defaultApiClient());
}
