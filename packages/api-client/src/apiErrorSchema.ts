import * as v from "valibot";

/**
 * The error body every call answers with on bad input, rate limiting or a refused token. Its own
 * module, so reading an answer does not bring every other call's schema along.
 */
export const apiErrorSchema = v.object({
  status: v.literal("error"),
  message: v.string(),
  /** `captcha`: the token was refused (expired, used…); a new solution may succeed. */
  code: v.optional(v.literal("captcha")),
});

export type ApiError = v.InferOutput<typeof apiErrorSchema>;
