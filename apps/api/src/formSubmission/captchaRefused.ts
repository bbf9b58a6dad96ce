import type { ApiError } from "@gw/api-client/schemas";
import type { Context } from "hono";

/** A refused captcha token: 400 with its reason, coded so the site knows a new solution may pass. */
export function captchaRefused(c: Context, reason: string) {
  return c.json<ApiError>({ status: "error", message: reason, code: "captcha" }, 400);
}
