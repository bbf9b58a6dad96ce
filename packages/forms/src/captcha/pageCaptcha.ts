import { defaultApiClient } from "@gw/api-client";
import type { CaptchaProvider } from "./CaptchaProvider";
import { solveAheadCaptcha } from "./solveAheadCaptcha";
import { solveInWorker } from "./solveInWorker";

/** The page's captcha: challenges from the site's API, solved in a worker. */
export function pageCaptcha(): CaptchaProvider {
  return solveAheadCaptcha(() => defaultApiClient().captchaChallenge(), solveInWorker);
}
