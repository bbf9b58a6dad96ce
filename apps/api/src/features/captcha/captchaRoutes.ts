import type { CaptchaChallenge } from "@gw/api-client/schemas";
import { Hono, type MiddlewareHandler } from "hono";

/** `GET /v1/captcha/challenge`: a fresh challenge per call, never cached, rate limited. */
export function captchaRoutes(
  captcha: { challenge(): Promise<CaptchaChallenge> },
  guard: MiddlewareHandler,
) {
  const routes = new Hono();
  routes.get("/v1/captcha/challenge", guard, async (c) => {
    const challenge = await captcha.challenge();
    c.header("Cache-Control", "no-store");
    return c.json<CaptchaChallenge>(challenge);
  });
  return routes;
}
