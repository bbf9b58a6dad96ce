/**
 * Where a page reaches the API: its own host's `/api`, which forwards the calls below to the API
 * (one origin per host: no CORS preflight, no second connection across a slow border).
 */
export const API_PROXY_PREFIX = "/api";

/**
 * The header a host forwards a page's call with, naming the site it came through (the page's own
 * origin, which the forwarded call no longer carries as `Origin`). The API believes it only from
 * a host that proves itself with the proxy token, as it does the visitor's address.
 */
export const FORWARDED_SITE_HEADER = "X-Gw-Site";

/** The API's paths the site calls, named once for the client and the host's allowlist. */
export const publicApiPaths = {
  contactRequest: "/v1/contact/request/",
  priceAlert: "/v1/price-alerts/",
  referralVerify: "/user/referral/verify/",
  captchaChallenge: "/v1/captcha/challenge",
  spotPrices: "/v1/prices/spot",
  priceHistory: "/v1/prices/history",
  shanghaiReference: "/v1/prices/reference/sge",
  renderError: "/v1/render-errors",
  counts: "/v1/analytics/counts",
} as const;

/**
 * The only calls a host forwards (method and exact path): the site's public calls. Everything
 * else under `/api` is answered 404 by the host, so it is never an open proxy to the API's
 * admin, metrics or e-mail link routes.
 */
const publicApiCalls: readonly { method: "GET" | "POST"; path: string }[] = [
  { method: "POST", path: publicApiPaths.contactRequest },
  { method: "POST", path: publicApiPaths.priceAlert },
  { method: "POST", path: publicApiPaths.referralVerify },
  { method: "GET", path: publicApiPaths.captchaChallenge },
  { method: "GET", path: publicApiPaths.spotPrices },
  { method: "GET", path: publicApiPaths.priceHistory },
  { method: "GET", path: publicApiPaths.shanghaiReference },
  { method: "POST", path: publicApiPaths.renderError },
  { method: "POST", path: publicApiPaths.counts },
];

/** Whether a host forwards this call (HEAD as its GET). */
export function isPublicApiCall(method: string, path: string): boolean {
  const asked = method === "HEAD" ? "GET" : method;
  return publicApiCalls.some((call) => call.method === asked && call.path === path);
}
