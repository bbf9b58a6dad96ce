import { createHmac } from "node:crypto";
import { captchaChallengeSchema, type CaptchaChallenge } from "@gw/api-client/schemas";
import { createChallenge, randomInt } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import * as v from "valibot";
import type { CaptchaConfig } from "./captchaConfig";

/** The one key derivation the browser's Web Crypto and Node both run natively. */
const algorithm = "PBKDF2/SHA-256";

/** One key in the environment; the challenge and its hidden key are signed with keys from it. */
export function captchaSecrets(hmacKey: string) {
  const secret = (purpose: string) =>
    createHmac("sha256", hmacKey).update(`gw-captcha-${purpose}`).digest("hex");
  return { hmacSignatureSecret: secret("challenge"), hmacKeySignatureSecret: secret("key") };
}

/**
 * ALTCHA's proof of work in its deterministic mode: the challenge hides a random counter, and only
 * the PBKDF2 key of that counter (found by trying every counter from 0) matches the signed key.
 * Costs one key derivation; the expiry is ours (in the signed `data`), so it follows the API's
 * clock.
 */
export async function issueChallenge(
  config: CaptchaConfig,
  now: () => number,
): Promise<CaptchaChallenge> {
  const challenge = await createChallenge({
    algorithm,
    cost: config.cost,
    counter: randomInt(config.maxCounter, Math.ceil(config.maxCounter / 2)),
    deriveKey,
    data: { expiresAt: now() + config.lifetimeMs },
    ...captchaSecrets(config.hmacKey),
  });
  return v.parse(captchaChallengeSchema, challenge);
}
