import type { Context } from "hono";
import * as v from "valibot";
import { apiError } from "./apiError";
import { describeIssues } from "./describeIssues";
import type { Parsed } from "./readJsonBody";
import { unstorableText } from "./unstorableText";

/**
 * Reads a request's query parameters against a schema of strings. A parameter the schema does not
 * name, one given twice, or a value it refuses gets a 400 with the reason; nothing is guessed.
 */
export function readQuery<TEntries extends v.ObjectEntries>(
  c: Context,
  schema: v.StrictObjectSchema<TEntries, undefined>,
): Parsed<v.InferOutput<typeof schema>> {
  const query: Record<string, string> = {};
  for (const [name, value] of new URL(c.req.url).searchParams) {
    if (!Object.hasOwn(schema.entries, name))
      return { ok: false, response: apiError(c, 400, `Unknown query parameter "${name}"`) };
    if (Object.hasOwn(query, name))
      return { ok: false, response: apiError(c, 400, `"${name}" is given more than once`) };
    const problem = unstorableText(name, value);
    if (problem) return { ok: false, response: apiError(c, 400, problem) };
    query[name] = value;
  }
  const result = v.safeParse(schema, query);
  if (!result.success)
    return { ok: false, response: apiError(c, 400, describeIssues(result.issues)) };
  return { ok: true, value: result.output };
}
