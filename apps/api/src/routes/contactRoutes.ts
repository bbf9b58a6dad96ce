import { contactRequestSchema, type ContactResponse } from "@gw/api-client/schemas";
import { Hono, type MiddlewareHandler } from "hono";
import type { CaptchaVerifier } from "../captcha/captchaVerifier";
import type { ContactRequestStore } from "../database/contactRequestStore";
import { apiError } from "../http/apiError";
import { bearerTokenMatches } from "../http/bearerTokenMatches";
import { readJsonBody } from "../http/readJsonBody";

/** The success text in the visitor's language (the request says which). */
const receivedMessage = {
  en: "Thanks for getting in touch. Your message has been sent.",
  zh: "感谢您的联系，您的留言已发送。",
} as const;

const maxListed = 1000;

export interface ContactRoutesOptions {
  store: ContactRequestStore;
  captcha: CaptchaVerifier;
  adminToken: string | undefined;
  guard: MiddlewareHandler;
  remoteAddress: (c: Parameters<MiddlewareHandler>[0]) => string;
}

export function contactRoutes({
  store,
  captcha,
  adminToken,
  guard,
  remoteAddress,
}: ContactRoutesOptions) {
  const routes = new Hono();

  routes.post("/v1/contact/request/", guard, async (c) => {
    const body = await readJsonBody(c, contactRequestSchema);
    if (!body.ok) return body.response;
    const verdict = await captcha.verify(body.value.token, remoteAddress(c));
    if (!verdict.ok) return apiError(c, 400, verdict.reason);
    store.add(body.value);
    return c.json<ContactResponse>(
      { status: "success", message: receivedMessage[body.value.locale] },
      201,
    );
  });

  routes.get("/v1/contact/requests", (c) => {
    if (!adminToken) return apiError(c, 404, "Not found");
    if (!bearerTokenMatches(c.req.header("Authorization"), adminToken)) {
      c.header("WWW-Authenticate", 'Bearer realm="contact requests"');
      return apiError(c, 401, "A valid admin bearer token is required");
    }
    const limit = Math.min(Math.max(Number(c.req.query("limit")) || 100, 1), maxListed);
    return c.json(store.list({ email: c.req.query("email") || undefined, limit }));
  });

  return routes;
}
