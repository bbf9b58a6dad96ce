import type { CaptchaProvider } from "./CaptchaProvider";
import { lazyCaptcha } from "./lazyCaptcha";

let shared: CaptchaProvider | undefined;

/** One per page: every form on it shares the solution being prepared. */
export function defaultCaptchaProvider(): CaptchaProvider {
  shared ??= lazyCaptcha(() => import("./pageCaptcha").then((module) => module.pageCaptcha()));
  return shared;
}
