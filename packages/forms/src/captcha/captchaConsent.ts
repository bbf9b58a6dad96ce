import { reopenConsent } from "@gw/consent";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { showErrorToast } from "@gw/ui";

/** The production captcha is a third-party script: it may not load before a cookie choice. */
export class CaptchaConsentError extends Error {
  constructor() {
    super("The captcha script waits for the visitor's cookie choice");
    this.name = "CaptchaConsentError";
  }
}

const needsCookieChoice = msg`Not sent yet: our spam protection loads only after you make your cookie choice. Choose your cookie settings, then send again.`;

/**
 * When a form could not get a captcha token for want of a cookie choice: says so and opens the
 * cookie preferences. Returns whether that was the reason (the form keeps what was typed).
 */
export function explainMissingConsent(error: unknown, i18n: I18n): boolean {
  if (!(error instanceof CaptchaConsentError)) return false;
  showErrorToast(i18n._(needsCookieChoice));
  reopenConsent();
  return true;
}
