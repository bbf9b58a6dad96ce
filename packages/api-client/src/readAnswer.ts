import * as v from "valibot";
import type { ApiResult } from "./apiResult";
import { apiErrorSchema } from "./apiErrorSchema";

export type SuccessSchema<T> = v.GenericSchema<unknown, T>;

/**
 * An error body (`{status: "error", message}`) is the API speaking, whatever the HTTP status, so it
 * becomes `http` with the API's message. Anything else that is not the expected shape (an HTML
 * error page from a proxy, truncated JSON) is `parse`: nobody said why, so no message is shown.
 */
export function readAnswer<T>(
  status: number,
  ok: boolean,
  text: string,
  schema: SuccessSchema<T>,
): ApiResult<T> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return {
      ok: false,
      kind: "parse",
      status,
      message: `Answer with status ${status} is not JSON`,
    };
  }
  return readBody(status, ok, body, schema);
}

/** The same, for a body already parsed as JSON. */
export function readBody<T>(
  status: number,
  ok: boolean,
  body: unknown,
  schema: SuccessSchema<T>,
): ApiResult<T> {
  const error = v.safeParse(apiErrorSchema, body);
  if (error.success) {
    const { message, code } = error.output;
    return { ok: false, kind: "http", status, message, ...(code && { code }) };
  }
  const success = v.safeParse(schema, body);
  if (ok && success.success) return { ok: true, status, data: success.output };
  return { ok: false, kind: "parse", status, message: `Unexpected answer with status ${status}` };
}
