import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { renderToStaticMarkup } from "react-dom/server";
import { LinkPage, type LinkPageProps } from "./LinkPage";

/**
 * A link page as the answer. The address holds a token, so nothing may keep or pass it on: no
 * caching, no Referer to the site the page links to, no indexing; and the page runs no script.
 */
export function linkPageResponse(
  c: Context,
  props: LinkPageProps,
  status: ContentfulStatusCode = 200,
) {
  return c.html(`<!doctype html>${renderToStaticMarkup(<LinkPage {...props} />)}`, status, {
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex",
    "Content-Security-Policy":
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  });
}
