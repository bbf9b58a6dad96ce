import type { Context, MiddlewareHandler } from "hono";
import { apiError } from "./apiError";

/**
 * How long a chunked body may take to arrive. A form call's body is at most a few tens of kB:
 * under a second even on a 500 kbps mobile link.
 */
export const chunkedBodyDeadlineMs = 2_000;

/** Answers and closes the connection, so Node does not wait on a body that is still declared. */
function closing(response: Response) {
  response.headers.set("Connection", "close");
  return response;
}

/**
 * A body sent in chunks (`Transfer-Encoding: chunked`, no `Content-Length`) is read here, within
 * `maxSize` bytes and `deadlineMs`, before any route sees it. Node does not tell how large a
 * chunk was declared, so a client declaring a huge one and sending little would otherwise hold
 * the connection until the request timeout (10 s): it gets 408 (or 413 once over the limit) as
 * soon as it is clear, and the connection is closed. Bodies with a length are left to Hono's
 * `bodyLimit`, which refuses a declared length over the limit at once.
 */
export function chunkedBody({
  maxSize,
  deadlineMs = chunkedBodyDeadlineMs,
  tooLarge,
}: {
  maxSize: number;
  deadlineMs?: number;
  tooLarge: (c: Context) => Response;
}): MiddlewareHandler {
  return async (c, next) => {
    const { body, headers } = c.req.raw;
    if (!body || !headers.has("transfer-encoding")) return next();
    const reader = body.getReader();
    const parts: Uint8Array[] = [];
    let size = 0;
    const read = (async () => {
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        size += part.value.length;
        if (size > maxSize) return "too large" as const;
        parts.push(part.value);
      }
      return "read" as const;
    })();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<"late">((resolve) => {
      timer = setTimeout(() => resolve("late"), deadlineMs);
    });
    // A read still pending when the connection closes fails: nothing waits for it any more.
    read.catch(() => undefined);
    const outcome = await Promise.race([read, late]);
    clearTimeout(timer);
    if (outcome === "late")
      return closing(apiError(c, 408, `Body did not arrive within ${deadlineMs} ms`));
    if (outcome === "too large") return closing(tooLarge(c));
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(parts) });
    return next();
  };
}
