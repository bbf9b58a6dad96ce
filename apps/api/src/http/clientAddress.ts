import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { fromSiteHost } from "./siteHostTrust";

/** Whose `X-Forwarded-For` the API believes. */
export interface ClientTrust {
  /**
   * `API_PROXY_TOKEN`: a site host forwarding the public calls under its own origin sends it as
   * `X-Gw-Proxy-Token` with the visitor's address; a request without it is the socket's caller.
   */
  proxyToken: string | undefined;
  /** `API_TRUST_PROXY=1`: every request comes through a load balancer we run. */
  trustProxy: boolean;
}

/**
 * Who is calling, for rate limits and the log. X-Forwarded-For is trivially forged, so it is
 * believed only from a proxy we run: one that proves it with the shared token, or every caller
 * when the operator says a load balancer stands in front. Requests made in-process (tests) have
 * no socket.
 */
export function clientAddress(c: Context, { proxyToken, trustProxy }: ClientTrust): string {
  if (trustProxy || fromSiteHost(c, proxyToken)) {
    const forwarded = c.req.header("X-Forwarded-For")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "in-process";
  }
}
