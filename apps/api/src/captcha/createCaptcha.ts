import type { ApiConfig } from "../config";
import type { CaptchaVerifier, DevelopmentCaptcha } from "./captchaVerifier";
import { developmentCaptcha } from "./developmentCaptcha";
import { recaptchaVerifier } from "./recaptchaVerifier";

/** The verifier the configuration names; `development` is set only for the development provider. */
export function createCaptcha(config: ApiConfig["captcha"]): {
  verifier: CaptchaVerifier;
  development?: DevelopmentCaptcha;
} {
  if (config.provider === "recaptcha")
    return { verifier: recaptchaVerifier(config.secret, config.minScore) };
  const development = developmentCaptcha(config.secret);
  return { verifier: development, development };
}
