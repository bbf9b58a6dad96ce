import type { DevCaptchaToken } from "@gw/api-client/schemas";
import { Hono, type MiddlewareHandler } from "hono";
import type { DevelopmentCaptcha } from "../captcha/captchaVerifier";

/** Only mounted while the development provider is active: the site's dev captcha asks here. */
export function developmentCaptchaRoutes(captcha: DevelopmentCaptcha, guard: MiddlewareHandler) {
  const routes = new Hono();
  routes.get("/v1/captcha/dev-token", guard, (c) => {
    const { token, expiresAt } = captcha.issue();
    c.header("Cache-Control", "no-store");
    return c.json<DevCaptchaToken>({ token, expires_at: expiresAt.toISOString() });
  });
  return routes;
}
