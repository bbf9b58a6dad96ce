import { defaultApiClient } from "@gw/api-client";
import type { CaptchaProvider } from "./CaptchaProvider";
import { proofOfWorkCaptcha } from "./proofOfWorkCaptcha";
import { solveInWorker } from "./solveInWorker";

let shared: CaptchaProvider | undefined;

/** One per page: every form on it shares the solution being prepared. */
export function defaultCaptchaProvider(): CaptchaProvider {
  shared ??= proofOfWorkCaptcha(() => defaultApiClient().captchaChallenge(), solveInWorker);
  return shared;
}
