import * as v from "valibot";

/**
 * The error body every call answers with on bad input, rate limiting or a refused token. Its own
 * module, so reading an answer does not bring every other call's schema along.
 */
export const apiErrorSchema = v.object({
  status: v.literal("error"),
  message: v.string(),
});

export type ApiError = v.InferOutput<typeof apiErrorSchema>;
