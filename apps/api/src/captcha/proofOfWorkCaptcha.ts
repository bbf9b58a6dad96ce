import { createHmac } from "node:crypto";
import { decodeCaptchaToken } from "@gw/api-client/captcha-token";
import { captchaChallengeSchema, type CaptchaChallenge } from "@gw/api-client/schemas";
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import * as v from "valibot";
import { logger } from "../observability/logger";
import type { CaptchaConfig } from "./captchaConfig";
import { captchaChallengesIssued, captchaVerifications } from "./captchaMetrics";
import type { CaptchaVerdict, CaptchaVerifier } from "./captchaVerifier";
import type { SpentSolutionStore } from "./spentSolutionStore";

/** The one key derivation the browser's Web Crypto and Node both run natively. */
const algorithm = "PBKDF2/SHA-256";

const refusals = {
  malformed: "Captcha solution is malformed",
  forged: "Captcha challenge was not issued by this API",
  expired: "Captcha challenge has expired; solve a new one",
  wrong: "Captcha solution is wrong",
  replayed: "Captcha solution has already been used",
} as const;

function refused(outcome: keyof typeof refusals): CaptchaVerdict {
  captchaVerifications.labels(outcome).inc();
  logger.warn({ event: "captcha.refused", outcome }, "Captcha solution refused");
  return { ok: false, outcome, reason: refusals[outcome] };
}

/**
 * ALTCHA's proof of work in its deterministic mode: each challenge hides a random counter, and
 * only the PBKDF2 key of that counter (found by trying every counter from 0) matches the signed
 * key. Issuing costs one key derivation, checking a solution one HMAC; the expiry is ours (in the
 * signed `data`), so it follows the API's clock.
 */
export function proofOfWorkCaptcha({
  config,
  spent,
  now,
}: {
  config: CaptchaConfig;
  spent: SpentSolutionStore;
  now: () => number;
}): CaptchaVerifier & { challenge(): Promise<CaptchaChallenge> } {
  // One key in the environment; the challenge and the hidden key are signed with keys derived from it.
  const secret = (purpose: string) =>
    createHmac("sha256", config.hmacKey).update(`gw-captcha-${purpose}`).digest("hex");
  const hmacSignatureSecret = secret("challenge");
  const hmacKeySignatureSecret = secret("key");

  return {
    async challenge() {
      const challenge = await createChallenge({
        algorithm,
        cost: config.cost,
        counter: randomInt(config.maxCounter, Math.ceil(config.maxCounter / 2)),
        deriveKey,
        data: { expiresAt: now() + config.lifetimeMs },
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      captchaChallengesIssued.inc();
      logger.debug({ event: "captcha.challenge" }, "Captcha challenge issued");
      return v.parse(captchaChallengeSchema, challenge);
    },

    async verify(token, submission = {}) {
      const payload = decodeCaptchaToken(token);
      if (!payload) return refused("malformed");
      let result: Awaited<ReturnType<typeof verifySolution>>;
      try {
        result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
      } catch {
        return refused("malformed");
      }
      if (result.invalidSignature) return refused("forged");
      const { expiresAt } = payload.challenge.parameters.data;
      if (expiresAt < now()) return refused("expired");
      if (!result.verified) return refused("wrong");
      const first = await spent.spend(
        payload.challenge.parameters.nonce,
        expiresAt,
        submission.idempotencyKey,
      );
      if (!first) return refused("replayed");
      captchaVerifications.labels("ok").inc();
      logger.info({ event: "captcha.accepted" }, "Captcha solution accepted");
      return { ok: true };
    },
  };
}
