import type { PriceCurrency, PriceMetal } from "@gw/api-client/schemas";
import { Hono, type MiddlewareHandler } from "hono";
import { alertLinkRoutes } from "../alerts/alertLinkRoutes";
import { alertStore } from "../alerts/alertStore";
import { priceAlertMail } from "../alerts/priceAlertMail";
import { priceAlertRoutes } from "../alerts/priceAlertRoutes";
import type { CaptchaVerifier } from "../captcha/captchaVerifier";
import { contactMail } from "../contactMail/contactMail";
import type { IdempotencyStore } from "../database/idempotencyStore";
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

export interface MailRoutesOptions {
  /** Rate limits: the alert form, and the pages e-mail links open. */
  alertGuard: MiddlewareHandler;
  linkGuard: MiddlewareHandler;
  captcha: CaptchaVerifier;
  idempotency: IdempotencyStore;
  currentAsk: (metal: PriceMetal, currency: PriceCurrency) => number | undefined;
  onMailQueued?: () => void;
}

/** The e-mail side of the API: what requests write to the outbox, and the pages links open. */
export function mailServices({ db, config, corsOrigins, now }: MailServicesOptions) {
  const outbox = outboxStore(db, now);
  const subscriptions = subscriptionStore(db, now);
  const alerts = alertStore(db, now);
  const preregistration = preregistrationMail({
    subscriptions,
    outbox,
    publicUrl: config.publicUrl,
  });
  return {
    contact: contactMail({ outbox, preregistration, corsOrigins, now }),
    routes(options: MailRoutesOptions) {
      const routes = new Hono();
      routes.route(
        "/",
        preregistrationLinkRoutes({ subscriptions, outbox, guard: options.linkGuard, now }),
      );
      routes.route(
        "/",
        priceAlertRoutes({
          prepare: priceAlertMail({
            alerts,
            outbox,
            publicUrl: config.publicUrl,
            limit: config.alertsPerAddress,
            now,
          }),
          idempotency: options.idempotency,
          captcha: options.captcha,
          guard: options.alertGuard,
          corsOrigins,
          currentAsk: options.currentAsk,
          transaction: (work) => db.db.transaction().execute(work),
          onMailQueued: options.onMailQueued,
        }),
      );
      routes.route(
        "/",
        alertLinkRoutes({
          alerts,
          outbox,
          limit: config.alertsPerAddress,
          guard: options.linkGuard,
        }),
      );
      return routes;
    },
  };
}
