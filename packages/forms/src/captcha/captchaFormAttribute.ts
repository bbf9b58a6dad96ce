/**
 * Marks a captcha form's status line (CaptchaStatus): the prerender gives a page that shows one
 * the `captchaStart` head script (see startedCaptcha).
 */
export const CAPTCHA_FORM_ATTRIBUTE = "data-gw-captcha";
