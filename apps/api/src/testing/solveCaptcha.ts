import { encodeCaptchaToken } from "@gw/api-client/captcha-token";
import { captchaChallengeSchema } from "@gw/api-client/schemas";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import * as v from "valibot";
import type { CaptchaConfig } from "../features/captcha/captchaConfig";

/** Test difficulty: the same checks, a few milliseconds of work. */
export const testCaptchaConfig: CaptchaConfig = {
  hmacKey: "test-captcha-key",
  cost: 1,
  maxCounter: 4,
  lifetimeMs: 30 * 60_000,
};

/** The same settings for a server process (`startApiProcess`). */
export const testCaptchaEnv = {
  CAPTCHA_HMAC_KEY: testCaptchaConfig.hmacKey,
  CAPTCHA_COST: String(testCaptchaConfig.cost),
  CAPTCHA_MAX_COUNTER: String(testCaptchaConfig.maxCounter),
};

/**
 * What a browser does: asks `fetch` (an app's `request`, or a server's `fetch`) for a challenge,
 * does the work and returns the token a form call carries.
 */
export async function solvedCaptchaToken(
  fetchChallenge: (path: string) => Response | Promise<Response>,
): Promise<string> {
  const response = await fetchChallenge("/v1/captcha/challenge");
  if (response.status !== 200) throw new Error(`No captcha challenge: ${response.status}`);
  const challenge = v.parse(captchaChallengeSchema, await response.json());
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("The captcha challenge was not solved in time");
  return encodeCaptchaToken(challenge, solution);
}
