import { referralVerifyRequestSchema, type ReferralVerifyResponse } from "@gw/api-client/schemas";
import { Hono, type MiddlewareHandler } from "hono";
import type { ReferralCodeStore } from "./referralCodeStore";
import { readJsonBody } from "../../http/readJsonBody";

export function referralRoutes(codes: ReferralCodeStore, guard: MiddlewareHandler) {
  const routes = new Hono();
  routes.post("/user/referral/verify/", guard, async (c) => {
    const body = await readJsonBody(c, referralVerifyRequestSchema);
    if (!body.ok) return body.response;
    return c.json<ReferralVerifyResponse>({ valid: await codes.isValid(body.value.referral) });
  });
  return routes;
}
