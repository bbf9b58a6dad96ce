/**
 * The development signing key: public, so `pnpm start` and the tests work with nothing set.
 * Production sets its own `CAPTCHA_HMAC_KEY` (the same on every instance).
 */
export const developmentCaptchaKey = "goldwattle-development-captcha-key";

/** The proof-of-work captcha's settings (docs/api.md, "Captcha"). */
export interface CaptchaConfig {
  /** CAPTCHA_HMAC_KEY: signs challenges (and the key each one hides). */
  hmacKey: string;
  /** CAPTCHA_COST: PBKDF2-SHA-256 iterations per attempt (default 5000). */
  cost: number;
  /**
   * CAPTCHA_MAX_COUNTER: each challenge hides a counter picked at random between half of this and
   * this; the browser tries every counter up to it, so the mean work is 0.75 x this attempts.
   */
  maxCounter: number;
  /** CAPTCHA_LIFETIME_SECONDS: how long a challenge may be solved and sent (default 1800). */
  lifetimeMs: number;
}

/** Tuned with `pnpm bench:captcha` (docs/api.md): a phone solves a challenge in under a second. */
export const defaultCaptchaDifficulty = { cost: 5000, maxCounter: 150 } as const;

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive whole number, not "${value}"`);
  return parsed;
}

export function readCaptchaConfig(env: NodeJS.ProcessEnv): CaptchaConfig {
  return {
    hmacKey: env.CAPTCHA_HMAC_KEY || developmentCaptchaKey,
    cost: positiveInteger(env, "CAPTCHA_COST", defaultCaptchaDifficulty.cost),
    maxCounter: positiveInteger(env, "CAPTCHA_MAX_COUNTER", defaultCaptchaDifficulty.maxCounter),
    lifetimeMs: positiveInteger(env, "CAPTCHA_LIFETIME_SECONDS", 1800) * 1000,
  };
}
