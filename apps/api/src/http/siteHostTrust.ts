import type { Context } from "hono";
import { secretMatches } from "./bearerTokenMatches";

/** The header a site host proves itself with (the host's side sends exactly this name). */
const proxyTokenHeader = "X-Gw-Proxy-Token";

/**
 * Whether a request was forwarded by one of our site hosts: it carries `API_PROXY_TOKEN` (compared
 * in constant time). Only then does the API believe what the host says of the visitor: their
 * address, and the site they used.
 */
export const fromSiteHost = (c: Context, proxyToken: string | undefined): boolean =>
  proxyToken !== undefined && secretMatches(c.req.header(proxyTokenHeader), proxyToken);
