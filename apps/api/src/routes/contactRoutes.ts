import { contactRequestSchema, type ContactResponse } from "@gw/api-client/schemas";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { captchaRefused } from "../captcha/captchaRefused";
import type { CaptchaVerifier } from "../captcha/captchaVerifier";
import type { ContactMail } from "../contactMail/contactMail";
import type { ContactRequestStore } from "../database/contactRequestStore";
import type { IdempotencyStore, StoredAnswer } from "../database/idempotencyStore";
import type { ApiSchema } from "../database/schema";
import { apiError } from "../http/apiError";
import { bearerTokenMatches } from "../http/bearerTokenMatches";
import { readJsonBody } from "../http/readJsonBody";
import { readQuery } from "../http/readQuery";
import { contactListQuerySchema } from "./contactListQuery";

/** The success text in the visitor's language (the request says which). */
const receivedMessage = {
  en: "Thanks for getting in touch. Your message has been sent.",
  zh: "感谢您的联系，您的留言已发送。",
} as const;

/** A client's random id per submission (a UUID in practice); anything else is refused. */
export const idempotencyKeyPattern = /^[A-Za-z0-9_.:-]{8,128}$/;

export interface ContactRoutesOptions {
  store: ContactRequestStore;
  idempotency: IdempotencyStore;
  captcha: CaptchaVerifier;
  adminToken: string | undefined;
  guard: MiddlewareHandler;
  /** The admin listing's own limit: every call counts, a wrong token's too. */
  adminGuard: MiddlewareHandler;
  /** The e-mails a stored request causes, written in the same transaction as the request. */
  mail: ContactMail;
  transaction: <T>(work: (trx: Kysely<ApiSchema>) => Promise<T>) => Promise<T>;
  /** Called once a request's e-mails are committed, so the sender need not wait for its poll. */
  onMailQueued?: () => void;
}

export function contactRoutes({
  store,
  idempotency,
  captcha,
  adminToken,
  guard,
  adminGuard,
  mail,
  transaction,
  onMailQueued,
}: ContactRoutesOptions) {
  const routes = new Hono();

  routes.post("/v1/contact/request/", guard, async (c) => {
    const key = c.req.header("Idempotency-Key");
    if (key !== undefined && !idempotencyKeyPattern.test(key))
      return apiError(c, 400, "Idempotency-Key must be 8-128 letters, digits or _.:-");
    const body = await readJsonBody(c, contactRequestSchema);
    if (!body.ok) return body.response;
    // A repeat of an answered key gets the first answer before its (spent) captcha is looked at.
    const answered = key === undefined ? undefined : await idempotency.find(key);
    if (answered && answered.status !== 0) return replay(c, answered);
    const verdict = await captcha.verify(body.value.token, { idempotencyKey: key });
    if (!verdict.ok) return captchaRefused(c, verdict.reason);
    const success: ContactResponse = {
      status: "success",
      message: receivedMessage[body.value.locale],
    };
    const writeMail = await mail(body.value, c.req.header("Origin"));
    if (key === undefined) {
      await transaction(async (trx) => {
        await store.add(body.value, trx);
        await writeMail(trx);
      });
      onMailQueued?.();
      return c.json(success, 201);
    }
    const answer = await idempotency.once(key, async (trx) => {
      await store.add(body.value, trx);
      await writeMail(trx);
      return { status: 201, body: JSON.stringify(success) };
    });
    if (answer.replayed) return replay(c, answer);
    onMailQueued?.();
    return c.json(success, 201);
  });

  routes.get("/v1/contact/requests", adminGuard, async (c) => {
    if (!adminToken) return apiError(c, 404, "Not found");
    if (!bearerTokenMatches(c.req.header("Authorization"), adminToken)) {
      c.header("WWW-Authenticate", 'Bearer realm="contact requests"');
      return apiError(c, 401, "A valid admin bearer token is required");
    }
    const query = readQuery(c, contactListQuerySchema);
    if (!query.ok) return query.response;
    return c.json(await store.list(query.value));
  });

  return routes;
}

/** The stored first answer, marked so a client (and a test) can tell it was not done twice. */
export function replay(c: Context, answer: StoredAnswer) {
  c.header("Idempotent-Replayed", "true");
  return c.body(answer.body, answer.status as ContentfulStatusCode, {
    "Content-Type": "application/json",
  });
}
