import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { CaptchaVerdict, DevelopmentCaptcha } from "./captchaVerifier";

/** Long enough for someone to fill in the form after the token was issued. */
const developmentTokenLifetimeMs = 10 * 60 * 1000;

/** Clocks on one machine agree; a token from the future by more than this is forged. */
const allowedClockSkewMs = 5_000;

/**
 * Tokens are `dev.<issued ms>.<nonce>.<HMAC>`: stateless, so they survive nothing but the secret,
 * and cannot be minted without it. Without a configured secret every process makes its own.
 */
export function developmentCaptcha(
  secret: string = randomBytes(32).toString("hex"),
  now: () => number = Date.now,
): DevelopmentCaptcha {
  const sign = (body: string) => createHmac("sha256", secret).update(body).digest("base64url");

  return {
    issue() {
      const issuedAt = now();
      const body = `${issuedAt}.${randomBytes(12).toString("base64url")}`;
      return {
        token: `dev.${body}.${sign(body)}`,
        expiresAt: new Date(issuedAt + developmentTokenLifetimeMs),
      };
    },
    async verify(token): Promise<CaptchaVerdict> {
      const [prefix, issued, nonce, signature, ...rest] = token.split(".");
      if (prefix !== "dev" || !issued || !nonce || !signature || rest.length > 0) {
        return { ok: false, reason: "Captcha token is malformed" };
      }
      const expected = Buffer.from(sign(`${issued}.${nonce}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        return { ok: false, reason: "Captcha token is not valid" };
      }
      const age = now() - Number(issued);
      if (!Number.isFinite(age) || age < -allowedClockSkewMs || age > developmentTokenLifetimeMs) {
        return { ok: false, reason: "Captcha token has expired" };
      }
      return { ok: true };
    },
  };
}
