import * as v from "valibot";
import { captchaChallengeSchema, type CaptchaChallenge } from "./schemas";

/** What solving a challenge finds: the hidden counter and the key it derives. */
export interface CaptchaSolution {
  counter: number;
  derivedKey: string;
}

// Pure: a page that only encodes tokens does not keep the schema.
const captchaPayloadSchema = /* @__PURE__ */ v.object({
  challenge: captchaChallengeSchema,
  solution: v.object({ counter: v.number(), derivedKey: v.string() }),
});

/**
 * A form call's `token`: ALTCHA's payload, base64 of `{challenge, solution}` (the same text in
 * browsers and Node, both of which have `btoa`).
 */
export function encodeCaptchaToken(challenge: CaptchaChallenge, solution: CaptchaSolution): string {
  const { counter, derivedKey } = solution;
  return btoa(JSON.stringify({ challenge, solution: { counter, derivedKey } }));
}

/**
 * A challenge the page received without the API client (the captcha started with the page),
 * checked against the same schema; undefined when it is not one.
 */
export function captchaChallengeOf(value: unknown): CaptchaChallenge | undefined {
  const parsed = v.safeParse(captchaChallengeSchema, value);
  return parsed.success ? parsed.output : undefined;
}

/** The token's challenge and solution, or undefined when it is not one. */
export function decodeCaptchaToken(
  token: string,
): v.InferOutput<typeof captchaPayloadSchema> | undefined {
  try {
    const parsed = v.safeParse(captchaPayloadSchema, JSON.parse(atob(token)));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}
