import { contactRequestSchema, type ContactResponse } from "@gw/api-client/schemas";
import { Hono, type MiddlewareHandler } from "hono";
import type { ContactMail } from "./contactMail";
import type { ContactRequestStore } from "./contactRequestStore";
import { jsonAnswer, type SubmitForm } from "../../formSubmission/submitForm";
import { apiError } from "../../http/apiError";
import { bearerTokenMatches } from "../../http/bearerTokenMatches";
import type { PageOrigin } from "../../http/pageOrigin";
import { readJsonBody } from "../../http/readJsonBody";
import { readQuery } from "../../http/readQuery";
import { contactListQuerySchema } from "./contactListQuery";

/** The success text in the visitor's language (the request says which). */
const receivedMessage = {
  en: "Thanks for getting in touch. Your message has been sent.",
  zh: "感谢您的联系，您的留言已发送。",
} as const;

export interface ContactRoutesOptions {
  store: ContactRequestStore;
  /** Carries out the call once: captcha, Idempotency-Key and what it stores, in one transaction. */
  submit: SubmitForm;
  adminToken: string | undefined;
  guard: MiddlewareHandler;
  /** The admin listing's own limit: every call counts, a wrong token's too. */
  adminGuard: MiddlewareHandler;
  /** The e-mails a stored request causes, written in the same transaction as the request. */
  mail: ContactMail;
  /** The page the request was sent from (the site its e-mails speak for). */
  pageOrigin: PageOrigin;
  /** Called once a request's e-mails are committed, so the sender need not wait for its poll. */
  onMailQueued?: () => void;
}

export function contactRoutes({
  store,
  submit,
  adminToken,
  guard,
  adminGuard,
  mail,
  pageOrigin,
  onMailQueued,
}: ContactRoutesOptions) {
  const routes = new Hono();

  routes.post("/v1/contact/request/", guard, async (c) => {
    const body = await readJsonBody(c, contactRequestSchema);
    if (!body.ok) return body.response;
    const success: ContactResponse = {
      status: "success",
      message: receivedMessage[body.value.locale],
    };
    const writeMail = await mail(body.value, pageOrigin(c));
    return submit(
      c,
      body.value.token,
      async (trx) => {
        await store.add(body.value, trx);
        await writeMail(trx);
        return jsonAnswer(201, success);
      },
      onMailQueued,
    );
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
