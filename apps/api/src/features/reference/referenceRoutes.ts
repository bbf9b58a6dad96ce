import { referenceQuerySchema } from "@gw/api-client/schemas";
import { Hono } from "hono";
import * as v from "valibot";
import { apiError } from "../../http/apiError";
import { describeIssues } from "../../http/describeIssues";
import { feedEtag, latestAnswer } from "../../priceFeeds/feedAnswer";
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
  routes.use(path, feedEtag());
  routes.get(path, async (c) => {
    const query = v.safeParse(referenceQuerySchema, c.req.query());
    if (!query.success) return apiError(c, 400, describeIssues(query.issues));
    const answer = await service.answer();
    return latestAnswer(c, answer, (reference) => reference.price, {
      updateIntervalMs: service.updateIntervalMs,
      now: now(),
    });
  });
  return routes;
}
