import { createMiddleware } from "hono/factory";
import type { HostEnv } from "./hostEnv";

/**
 * What the host serves at all, refused before any page or file is read: GET and HEAD only (Hono
 * answers HEAD with GET's answer, without its body), at a path that decodes.
 */
export const servedRequests = createMiddleware<HostEnv>(async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD")
    return c.text("Only GET and HEAD are served\n", 405, { Allow: "GET, HEAD" });
  try {
    decodeURIComponent(new URL(c.req.url).pathname);
  } catch {
    return c.text("The request target is not a path of this server\n", 400);
  }
  await next();
});
