import { createHash } from "node:crypto";
import { referenceQuerySchema } from "@gw/api-client/schemas";
import { Hono } from "hono";
import { etag, RETAINED_304_HEADERS } from "hono/etag";
import * as v from "valibot";
import { apiError } from "../../http/apiError";
import { describeIssues } from "../../http/describeIssues";
import type { ReferenceService } from "./referenceService";

const path = "/v1/prices/reference/sge";

/**
 * `GET /v1/prices/reference/sge` (contract.md "Buyer tools"): the Shanghai reference price, cached
 * as the spot answer is: fresh until this instance next looks for a newer one, and never served by
 * any cache past the moment it would turn delayed or unavailable.
 */
export function referenceRoutes({
  service,
  now,
}: {
  service: ReferenceService;
  now: () => number;
}) {
  const routes = new Hono();
  const intervalSeconds = Math.floor(service.updateIntervalMs / 1000);
  routes.use(
    path,
    etag({ retainedHeaders: [...RETAINED_304_HEADERS, "access-control-allow-origin"] }),
  );
  routes.get(path, async (c) => {
    const query = v.safeParse(referenceQuerySchema, c.req.query());
    if (!query.success) return apiError(c, 400, describeIssues(query.issues));
    const answer = await service.answer();
    if (!answer.ok) {
      c.header("Cache-Control", "no-store");
      c.header("Retry-After", String(intervalSeconds));
      return apiError(c, 503, answer.reason);
    }
    const time = now();
    const secondsUntil = (instant: number) => Math.max(0, Math.floor((instant - time) / 1000));
    const truthful = secondsUntil(answer.changesAt);
    const maxAge = Math.min(intervalSeconds, secondsUntil(answer.nextRefreshAt), truthful);
    const staleWhileRevalidate = Math.min(intervalSeconds, truthful - maxAge);
    c.header(
      "Cache-Control",
      `public, max-age=${maxAge}, stale-while-revalidate=${staleWhileRevalidate}`,
    );
    const body = JSON.stringify(answer.price);
    c.header("ETag", `"${createHash("sha1").update(body).digest("hex")}"`);
    c.header("Content-Type", "application/json");
    return c.body(body);
  });
  return routes;
}
