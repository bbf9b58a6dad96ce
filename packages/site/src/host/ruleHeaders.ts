import { createMiddleware } from "hono/factory";
import { headersFor, type HeaderRule } from "./headerRules";
import type { HostEnv } from "./hostEnv";

/**
 * The production headers on every page and file the host answers, by the address answered (a
 * page's in the visitor's language). The rules alone decide these headers, whatever the file came
 * with (at the edge, Pages' own reading of `_headers` for the file's path, which for an embedded
 * page is not the page's).
 */
export function ruleHeaders(rules: readonly HeaderRule[]) {
  const ruled = new Set(
    rules.flatMap((rule) => [...Object.keys(rule.headers), ...(rule.detach ?? [])]),
  );
  return createMiddleware<HostEnv>(async (c, next) => {
    await next();
    const { headers } = c.res;
    for (const name of ruled) headers.delete(name);
    for (const [name, value] of Object.entries(headersFor(rules, c.var.path))) {
      headers.set(name, value);
    }
  });
}
