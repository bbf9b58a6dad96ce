// In the <head> of a page that shows a captcha form (the prerender adds it): from the first paint
// the captcha's challenge is asked for and solved, while the app is still on its way, for the app
// to take (see @gw/forms' startedCaptcha).
import { startCaptcha, type CaptchaStartParams } from "@gw/forms/captcha-start";
import { afterFirstPaint } from "./afterFirstPaint";
import { isLeavingPage } from "./pageLeaving";

declare const HEAD_SCRIPT_PARAMS: CaptchaStartParams;

// A head script before this one (host check, language move) is replacing the page.
if (!isLeavingPage()) startCaptcha(window, HEAD_SCRIPT_PARAMS, afterFirstPaint);
