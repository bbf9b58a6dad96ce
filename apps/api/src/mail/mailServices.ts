import { Hono, type MiddlewareHandler } from "hono";
import { contactMail } from "../contactMail/contactMail";
import type { ApiDatabase } from "../database/openDatabase";
import { outboxStore } from "../outbox/outboxStore";
import { preregistrationLinkRoutes } from "../preregistration/preregistrationLinkRoutes";
import { preregistrationMail } from "../preregistration/preregistrationMail";
import { subscriptionStore } from "../preregistration/subscriptionStore";
import type { MailConfig } from "./mailConfig";

export interface MailServicesOptions {
  db: ApiDatabase;
  config: MailConfig;
  corsOrigins: readonly string[];
  now: () => Date;
}

/** The e-mail side of the API: what requests write to the outbox, and the pages links open. */
export function mailServices({ db, config, corsOrigins, now }: MailServicesOptions) {
  const outbox = outboxStore(db, now);
  const subscriptions = subscriptionStore(db, now);
  const preregistration = preregistrationMail({
    subscriptions,
    outbox,
    publicUrl: config.publicUrl,
  });
  return {
    contact: contactMail({ outbox, preregistration, corsOrigins, now }),
    routes(guard: MiddlewareHandler) {
      const routes = new Hono();
      routes.route("/", preregistrationLinkRoutes({ subscriptions, outbox, guard, now }));
      return routes;
    },
  };
}
