/** Why a captcha solution was refused, or that it was accepted (the metric's `outcome` label). */
export type CaptchaOutcome = "ok" | "malformed" | "forged" | "expired" | "wrong" | "replayed";

export type CaptchaVerdict =
  { ok: true } | { ok: false; outcome: Exclude<CaptchaOutcome, "ok">; reason: string };

/** Checks the `token` a form call carries: a solved challenge this API issued, spent once. */
export interface CaptchaVerifier {
  /**
   * `idempotencyKey`: the submission the token comes with; the same submission sent again (a
   * client's retry) may carry its token again.
   */
  verify(token: string, submission?: { idempotencyKey?: string }): Promise<CaptchaVerdict>;
}
