import type { Kysely } from "kysely";
import type { ApiSchema } from "../database/schema";

/** Why a captcha solution was refused, or that it was accepted (the metric's `outcome` label). */
export type CaptchaOutcome = "ok" | "malformed" | "forged" | "expired" | "wrong" | "replayed";

export type CaptchaVerdict =
  { ok: true } | { ok: false; outcome: Exclude<CaptchaOutcome, "ok">; reason: string };

/** Checks the `token` a form call carries: a solved challenge this API issued, spent once. */
export interface CaptchaVerifier {
  /** `within`: the request's transaction, which spends the solution only if it commits. */
  verify(token: string, within?: Kysely<ApiSchema>): Promise<CaptchaVerdict>;
}
