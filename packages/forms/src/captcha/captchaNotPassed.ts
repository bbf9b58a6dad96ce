import { msg } from "@lingui/core/macro";

/** Said when no captcha solution could be had, or the API refused it twice; nothing was sent. */
export const captchaNotPassed = msg`Not sent: our spam check could not finish. Everything you typed is still here; check your connection and try again.`;
