import type { Context } from "hono";
import * as v from "valibot";
import { apiError } from "./apiError";
import { describeIssues } from "./describeIssues";
import { jsonContentTypeProblem } from "./jsonContentType";
import { unstorableText } from "./unstorableText";

/** What reading a request gives: the value, or the 4xx answer saying why not. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

/** Fails on the first byte that is not UTF-8, rather than storing U+FFFD in its place. */
const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The first reason some text in a parsed body (a key, or a string) cannot be stored as sent, if
 * any. A loop rather than recursion: nesting deep enough to exhaust the stack is the schema's to
 * refuse, with its own reason.
 */
function unstorableTextIn(body: unknown): string | null {
  const pending: [string, unknown][] = [["body", body]];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [key, value] = item;
    const problem = typeof value === "string" ? unstorableText(key, value) : null;
    if (problem) return problem;
    if (typeof value !== "object" || value === null) continue;
    for (const [childKey, child] of Object.entries(value)) {
      const keyProblem = unstorableText(childKey, childKey);
      if (keyProblem) return keyProblem;
      pending.push([Array.isArray(value) ? key : childKey, child]);
    }
  }
  return null;
}

/**
 * Reads a JSON body and validates it; every failure becomes a 4xx with a reason. A body is read
 * only when it can be read and stored faithfully: declared as JSON in UTF-8, valid UTF-8, and
 * with no lone surrogate or NUL in any key or string.
 */
export async function readJsonBody<T>(
  c: Context,
  schema: v.GenericSchema<unknown, T>,
): Promise<Parsed<T>> {
  const contentTypeProblem = jsonContentTypeProblem(c.req.header("Content-Type"));
  if (contentTypeProblem) return { ok: false, response: apiError(c, 415, contentTypeProblem) };
  let text: string;
  try {
    text = utf8.decode(await c.req.arrayBuffer());
  } catch {
    return { ok: false, response: apiError(c, 400, "Body is not valid UTF-8") };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, response: apiError(c, 400, "Body is not valid JSON") };
  }
  const textProblem = unstorableTextIn(body);
  if (textProblem) return { ok: false, response: apiError(c, 400, textProblem) };
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, response: apiError(c, 400, "Body must be a JSON object") };
  }
  const result = v.safeParse(schema, body);
  if (!result.success)
    return { ok: false, response: apiError(c, 400, describeIssues(result.issues)) };
  return { ok: true, value: result.output };
}
