import { createMiddleware } from "hono/factory";
import type { HostEnv } from "./hostEnv";

/**
 * A page answering an address it is not (`page.noindex`: a language's home for an unknown
 * address) kept out of search results: a robots meta in its head, and `X-Robots-Tag`.
 */
export const noindex = createMiddleware<HostEnv>(async (c, next) => {
  if (!c.var.page.noindex) return next();
  c.var.edits.push((rewriter) => {
    rewriter.on("head", {
      element(element) {
        element.append('<meta name="robots" content="noindex"/>', { html: true });
      },
    });
  });
  await next();
  c.res.headers.set("X-Robots-Tag", "noindex");
});
