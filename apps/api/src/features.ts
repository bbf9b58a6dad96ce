import type { PriceCurrency, PriceMetal } from "@gw/api-client/schemas";
import { Hono, type MiddlewareHandler } from "hono";
import { alertLinkRoutes } from "./alerts/alertLinkRoutes";
import { alertConfirm } from "./alerts/alertConfirmMail";
import { alertLimit } from "./alerts/alertLimitMail";
import { alertStore } from "./alerts/alertStore";
import { alertTriggered } from "./alerts/alertTriggeredMail";
import { priceAlertMail } from "./alerts/priceAlertMail";
import { priceAlertRoutes } from "./alerts/priceAlertRoutes";
import { consentRoutes } from "./consents/consentRoutes";
import { contactAcknowledgement } from "./contactMail/contactAcknowledgementMail";
import { contactMail } from "./contactMail/contactMail";
import { contactNotification } from "./contactMail/contactNotificationMail";
import type { SubmitForm } from "./formSubmission/submitForm";
import type { ApiDatabase } from "./database/openDatabase";
import type { MailConfig } from "./mail/mailConfig";
import { mailRenderer } from "./mail/mailRenderer";
import { unconfirmedMailLimit } from "./mail/unconfirmedMailLimit";
import { outboxStore } from "./outbox/outboxStore";
import { preregistrationConfirm } from "./preregistration/preregistrationConfirmMail";
import { preregistrationLinkRoutes } from "./preregistration/preregistrationLinkRoutes";
import { preregistrationMail } from "./preregistration/preregistrationMail";
import { subscriptionStore } from "./preregistration/subscriptionStore";

export interface FeatureOptions {
  db: ApiDatabase;
  config: MailConfig;
  corsOrigins: readonly string[];
  now: () => Date;
}

export interface FeatureRoutesOptions {
  /** Rate limits: the alert form, the pages e-mail links open, and the admin calls. */
  alertGuard: MiddlewareHandler;
  linkGuard: MiddlewareHandler;
  adminGuard: MiddlewareHandler;
  adminToken: string | undefined;
  submit: SubmitForm;
  currentAsk: (metal: PriceMetal, currency: PriceCurrency) => number | undefined;
  onMailQueued?: () => void;
}

/**
 * The API's composition root for its features (contact e-mails, the China launch preregistration,
 * price alerts): the one module that knows them all and wires each to the shared layers (outbox,
 * mail, database) they import. The features never import each other's wiring, nor does any
 * shared layer import a feature.
 */
export function apiFeatures({ db, config, corsOrigins, now }: FeatureOptions) {
  const outbox = outboxStore(db, now);
  const subscriptions = subscriptionStore(db, now);
  const alerts = alertStore(db, now);
  const unconfirmedMail = unconfirmedMailLimit(now);
  const preregistration = preregistrationMail({
    subscriptions,
    outbox,
    unconfirmedMail,
    publicUrl: config.publicUrl,
  });
  return {
    contact: contactMail({ outbox, unconfirmedMail, preregistration, corsOrigins, now }),
    routes(options: FeatureRoutesOptions) {
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
            unconfirmedMail,
            publicUrl: config.publicUrl,
            limit: config.alertsPerAddress,
          }),
          submit: options.submit,
          guard: options.alertGuard,
          corsOrigins,
          currentAsk: options.currentAsk,
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
      routes.route(
        "/",
        consentRoutes({ db, adminToken: options.adminToken, adminGuard: options.adminGuard }),
      );
      return routes;
    },
  };
}

/** Renders every kind of e-mail the features write, for the outbox sender. */
export const renderFeatureMail = mailRenderer([
  contactAcknowledgement,
  contactNotification,
  preregistrationConfirm,
  alertConfirm,
  alertLimit,
  alertTriggered,
]);
