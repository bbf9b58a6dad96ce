import { FORWARDED_SITE_HEADER } from "@gw/api-client/public-calls";
import type { Context } from "hono";
import { fromSiteHost } from "./siteHostTrust";

/** The origin of the page a call came from, when anything says: see `pageOrigin`. */
export type PageOrigin = (c: Context) => string | undefined;

/**
 * The origin of the page a form was sent from. A page calls its own host's `/api`, which forwards
 * the call: the browser's `Origin` then names the host, not the page, so the host names the site
 * in `X-Gw-Site`, believed only with the proxy token (anyone can send the header). A call straight
 * to the API (cross-origin) has the browser's own `Origin`.
 */
export function pageOrigin(proxyToken: string | undefined): PageOrigin {
  return (c) => {
    const forwarded = fromSiteHost(c, proxyToken) ? c.req.header(FORWARDED_SITE_HEADER) : undefined;
    return forwarded || c.req.header("Origin");
  };
}
