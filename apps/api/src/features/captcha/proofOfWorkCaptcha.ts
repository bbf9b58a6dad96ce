import { decodeCaptchaToken } from "@gw/api-client/captcha-token";
import type { CaptchaChallenge } from "@gw/api-client/schemas";
import { verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { logger } from "../../observability/logger";
import type { CaptchaConfig } from "./captchaConfig";
import { captchaChallengesIssued, captchaVerifications } from "./captchaMetrics";
import type { CaptchaVerdict, CaptchaVerifier } from "../../formSubmission/captchaVerifier";
import { captchaSecrets, issueChallenge } from "./issueChallenge";
import type { SpentSolutionStore } from "./spentSolutionStore";

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
 * Issues challenges (`issueChallenge`) and checks their solutions: one HMAC against the signed
 * key, the expiry by the API's clock, then the spent solutions, so each is accepted once.
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
  const { hmacSignatureSecret, hmacKeySignatureSecret } = captchaSecrets(config.hmacKey);

  return {
    async challenge() {
      const challenge = await issueChallenge(config, now);
      captchaChallengesIssued.inc();
      logger.debug({ event: "captcha.challenge" }, "Captcha challenge issued");
      return challenge;
    },

    async verify(token, within) {
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
      const first = await spent.spend(payload.challenge.parameters.nonce, expiresAt, within);
      if (!first) return refused("replayed");
      captchaVerifications.labels("ok").inc();
      logger.info({ event: "captcha.accepted" }, "Captcha solution accepted");
      return { ok: true };
    },
  };
}
