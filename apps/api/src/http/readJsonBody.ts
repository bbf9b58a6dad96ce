import type { Context } from "hono";
import * as v from "valibot";
import { apiError } from "./apiError";
import { describeIssues } from "./describeIssues";

type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

/** Reads a JSON body and validates it; every failure becomes a 4xx with a reason. */
export async function readJsonBody<T>(
  c: Context,
  schema: v.GenericSchema<unknown, T>,
): Promise<Parsed<T>> {
  const contentType = c.req.header("Content-Type") ?? "";
  if (!/^application\/json\b/i.test(contentType)) {
    return { ok: false, response: apiError(c, 415, "Content-Type must be application/json") };
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return { ok: false, response: apiError(c, 400, "Body is not valid JSON") };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, response: apiError(c, 400, "Body must be a JSON object") };
  }
  const result = v.safeParse(schema, body);
  if (!result.success)
    return { ok: false, response: apiError(c, 400, describeIssues(result.issues)) };
  return { ok: true, value: result.output };
}
