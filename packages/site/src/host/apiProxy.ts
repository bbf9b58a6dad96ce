import {
  API_PROXY_PREFIX,
  FORWARDED_SITE_HEADER,
  isPublicApiCall,
} from "@gw/api-client/public-calls";

/** The largest request body forwarded: well above any form's JSON (a contact message is ≤ 5 kB). */
export const MAX_PROXIED_BODY_BYTES = 64 * 1024;

/** How long the API may take before the visitor is told it did not answer. */
const upstreamTimeoutMs = 20_000;

/**
 * Request headers a page's call needs the API to see; cookies and the rest stay here (the site is
 * named by `X-Gw-Site`, not the browser's `Origin`). The counts read the last two to leave out a
 * visitor who asks not to be tracked and a self-declared bot.
 */
const forwardedRequestHeaders = [
  "Accept",
  "Accept-Language",
  "Content-Type",
  "Idempotency-Key",
  "If-None-Match",
  "Sec-GPC",
  "User-Agent",
];

/**
 * Answer headers that describe the API's own connection or its cross-origin rules, not the
 * answer (fetch has already decoded the body, so its encoding and length no longer hold).
 */
const droppedAnswerHeaders =
  /^(access-control-|connection$|keep-alive$|transfer-encoding$|content-encoding$|content-length$|set-cookie$)/i;

export interface ApiProxyOptions {
  /** The API's origin, without a trailing slash. */
  apiUrl: string;
  fetch: typeof fetch;
  /** Sent as `X-Gw-Proxy-Token`: the API believes `X-Forwarded-For` and `X-Gw-Site` only with it. */
  proxyToken?: string;
}

const problem = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ status: "error", message }, { status, headers });

/** The body, or null when it is larger than the cap (declared or as it streams). */
async function cappedBody(request: Request): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > MAX_PROXIED_BODY_BYTES) return null;
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    size += read.value.byteLength;
    if (size > MAX_PROXIED_BODY_BYTES) {
      await reader?.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The host's `/api/…`: the site's public calls forwarded to the API (one origin per host), with
 * the visitor's address, the site they came through (the origin they asked, as `X-Gw-Site`: the
 * brand and the links of the e-mails a form causes) and the host's token; anything else 404, a body over the cap 413, an API
 * that does not answer 502 or 504 in the shape the client reads as an error.
 */
export function createApiProxy({ apiUrl, fetch: fetchApi, proxyToken }: ApiProxyOptions) {
  return async (request: Request, clientAddress: string | undefined): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.slice(API_PROXY_PREFIX.length);
    if (!isPublicApiCall(request.method, path)) return problem(404, "Not found");
    const headers = new Headers();
    for (const name of forwardedRequestHeaders) {
      const value = request.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    // The host is the visitor's first hop: whatever X-Forwarded-For they sent is not passed on.
    if (clientAddress) headers.set("X-Forwarded-For", clientAddress);
    // The call's Origin (if the browser sent one) names this host, which the API cannot tell
    // from any other caller's: the host says which site it is, whatever the visitor sent.
    headers.set(FORWARDED_SITE_HEADER, url.origin);
    if (proxyToken) headers.set("X-Gw-Proxy-Token", proxyToken);
    let body: Uint8Array<ArrayBuffer> | undefined;
    if (request.method === "POST") {
      const read = await cappedBody(request);
      if (!read)
        return problem(413, `A request body may be at most ${MAX_PROXIED_BODY_BYTES} bytes`);
      body = read;
    }
    let answer: Response;
    try {
      answer = await fetchApi(`${apiUrl}${path}${url.search}`, {
        method: request.method,
        headers,
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(upstreamTimeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      return timedOut
        ? problem(504, "The API did not answer in time")
        : problem(502, "The API could not be reached");
    }
    const answerHeaders = new Headers();
    answer.headers.forEach((value, name) => {
      if (!droppedAnswerHeaders.test(name)) answerHeaders.set(name, value);
    });
    const bodiless = request.method === "HEAD" || [204, 304].includes(answer.status);
    return new Response(bodiless ? null : answer.body, {
      status: answer.status,
      headers: answerHeaders,
    });
  };
}
