import type { ApiError } from "@gw/api-client/schemas";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Every refusal has the contract's shape: `{status: "error", message}` with a reason. */
export function apiError(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json<ApiError>({ status: "error", message }, status);
}
