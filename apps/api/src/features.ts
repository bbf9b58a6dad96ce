import type { PriceCurrency, PriceMetal } from "@gw/api-client/schemas";
import { Hono, type MiddlewareHandler } from "hono";
import { alertConfirm } from "./alerts/alertConfirmMail";
import { alertLimit } from "./alerts/alertLimitMail";
import { alertLinkRoutes } from "./alerts/alertLinkRoutes";
import { alertStore } from "./alerts/alertStore";
import { alertTriggered } from "./alerts/alertTriggeredMail";
import { watchPriceAlerts } from "./alerts/alertWatcher";
import { priceAlertMail } from "./alerts/priceAlertMail";
import { priceAlertRoutes } from "./alerts/priceAlertRoutes";
import type { CaptchaConfig } from "./captcha/captchaConfig";
import { captchaRoutes } from "./captcha/captchaRoutes";
import { proofOfWorkCaptcha } from "./captcha/proofOfWorkCaptcha";
import { spentSolutionStore } from "./captcha/spentSolutionStore";
import { consentRoutes } from "./consents/consentRoutes";
import { contactAcknowledgement } from "./contact/contactAcknowledgementMail";
import { contactMail } from "./contact/contactMail";
import { contactNotification } from "./contact/contactNotificationMail";
import { contactRequestStore } from "./contact/contactRequestStore";
import { contactRoutes } from "./contact/contactRoutes";
import type { ApiDatabase } from "./database/openDatabase";
import { analyticsFeature } from "./features/analytics/analyticsFeature";
import { idempotencyStore } from "./formSubmission/idempotencyStore";
import { formSubmission } from "./formSubmission/submitForm";
import type { MailConfig } from "./mail/mailConfig";
import { mailRenderer } from "./mail/mailRenderer";
import { unconfirmedMailLimit } from "./mail/unconfirmedMailLimit";
import { outboxStore } from "./outbox/outboxStore";
import { startOutboxSender } from "./outbox/startOutboxSender";
import { preregistrationConfirm } from "./preregistration/preregistrationConfirmMail";
import { preregistrationLinkRoutes } from "./preregistration/preregistrationLinkRoutes";
import { preregistrationMail } from "./preregistration/preregistrationMail";
import { subscriptionStore } from "./preregistration/subscriptionStore";
import type { PriceService } from "./prices/priceService";
import { referralCodeStore } from "./referral/referralCodeStore";
import { referenceFeature } from "./reference/referenceFeature";
import { referralRoutes } from "./referral/referralRoutes";
import { startRetention } from "./retention/retentionJob";

/** Renders every kind of e-mail the features write, for the outbox sender. */
export const renderFeatureMail = mailRenderer([
  contactAcknowledgement,
  contactNotification,
  preregistrationConfirm,
  alertConfirm,
  alertLimit,
  alertTriggered,
]);

export interface FeatureOptions {
  db: ApiDatabase;
  config: { mail: MailConfig; captcha: CaptchaConfig };
  corsOrigins: readonly string[];
  now: () => number;
  /** The prices' clock (a demonstration may move it), for the Shanghai reference price. */
  priceNow?: () => number;
}

/** Rate limits per call (the app decides where each count lives), and the admin token. */
export interface FeatureRoutesOptions {
  guards: Record<
    "contact" | "referral" | "captcha" | "priceAlerts" | "emailLinks" | "analytics" | "admin",
    MiddlewareHandler
  >;
  adminToken: string | undefined;
  /** The buy price now, when a recent quote is in hand (no price service: never). */
  currentAsk: (metal: PriceMetal, currency: PriceCurrency) => number | undefined;
}

export interface FeatureJobsOptions {
  /** This instance's price service, whose quotes the alert watcher checks. */
  prices: Pick<PriceService, "onQuote" | "refresh" | "updateIntervalMs">;
  /** Whether the process is answering requests (the sender renders when it is not). */
  busy: () => boolean;
  /** How long a stop waits for deliveries under way. */
  sendingGraceMs: number;
}

/**
 * The API's composition root: the one module that knows every feature (contact, referral, the
 * captcha, the China launch preregistration, price alerts, consents, the counts) and builds each
 * store, route and background job from the shared layers (database, outbox, mail). Features never
 * import each other's wiring, nor does a shared layer import a feature. `createApp` adds the HTTP layers
 * around the routes; `server.ts` starts the jobs once the database is migrated.
 */
export function apiFeatures({ db, config, corsOrigins, now: nowMs, priceNow }: FeatureOptions) {
  const now = () => new Date(nowMs());
  const reference = referenceFeature({ db, now: priceNow ?? nowMs });
  const analytics = analyticsFeature({ db, now });
  const outbox = outboxStore(db, now);
  const subscriptions = subscriptionStore(db, now);
  const alerts = alertStore(db, now);
  const unconfirmedMail = unconfirmedMailLimit(now);
  const captcha = proofOfWorkCaptcha({
    config: config.captcha,
    spent: spentSolutionStore(db, nowMs),
    now: nowMs,
  });
  const submit = formSubmission({
    idempotency: idempotencyStore(db, now),
    captcha,
    transaction: (work) => db.db.transaction().execute(work),
  });
  const preregistration = preregistrationMail({
    subscriptions,
    outbox,
    unconfirmedMail,
    publicUrl: config.mail.publicUrl,
  });
  const alertsPerAddress = config.mail.alertsPerAddress;
  /** The sender once the jobs run; a request that queued e-mail wakes it. */
  let sender: ReturnType<typeof startOutboxSender> | undefined;
  const onMailQueued = () => sender?.wake();

  return {
    /** Writes the counts this instance holds in memory (tests; the flush job does it live). */
    flushCounts: () => analytics.flush(),

    routes({ guards, adminToken, currentAsk }: FeatureRoutesOptions) {
      const routes = new Hono();
      routes.route(
        "/",
        contactRoutes({
          store: contactRequestStore(db, now),
          submit,
          adminToken,
          guard: guards.contact,
          adminGuard: guards.admin,
          mail: contactMail({ outbox, unconfirmedMail, preregistration, corsOrigins, now }),
          onMailQueued,
        }),
      );
      routes.route("/", referralRoutes(referralCodeStore(db), guards.referral));
      routes.route("/", captchaRoutes(captcha, guards.captcha));
      routes.route(
        "/",
        preregistrationLinkRoutes({
          subscriptions,
          outbox,
          guard: guards.emailLinks,
          now,
          onConfirmed: (row, c) =>
            analytics.countConfirmation("Preregistration confirmed", {
              siteOrigin: row.consent_source,
              locale: row.locale,
              header: (name) => c.req.header(name),
            }),
        }),
      );
      routes.route(
        "/",
        priceAlertRoutes({
          prepare: priceAlertMail({
            alerts,
            outbox,
            unconfirmedMail,
            publicUrl: config.mail.publicUrl,
            limit: alertsPerAddress,
          }),
          submit,
          guard: guards.priceAlerts,
          corsOrigins,
          currentAsk,
          onMailQueued,
        }),
      );
      routes.route(
        "/",
        alertLinkRoutes({
          alerts,
          outbox,
          limit: alertsPerAddress,
          guard: guards.emailLinks,
          onConfirmed: (alert, c) =>
            analytics.countConfirmation("Price alert confirmed", {
              siteOrigin: alert.site_origin,
              locale: alert.locale,
              header: (name) => c.req.header(name),
            }),
        }),
      );
      routes.route("/", consentRoutes({ db, adminToken, adminGuard: guards.admin }));
      routes.route("/", reference.routes());
      routes.route(
        "/",
        analytics.routes({ guard: guards.analytics, adminGuard: guards.admin, adminToken }),
      );
      return routes;
    },

    /** The background jobs an instance runs once its database is migrated; `stop` ends them. */
    startJobs({ prices, busy, sendingGraceMs }: FeatureJobsOptions) {
      const sending = startOutboxSender(outbox, config.mail, renderFeatureMail, busy);
      sender = sending;
      const watcher = watchPriceAlerts({
        db,
        alerts,
        outbox,
        prices,
        publicUrl: config.mail.publicUrl,
        now,
        onMailQueued,
      });
      const retention = startRetention(db);
      const counts = analytics.startJobs();
      return {
        async stop() {
          await watcher.stop();
          await retention.stop();
          // After the last request was answered (server.ts): every count accepted is written.
          await counts.stop();
          // Deliveries under way may finish; one still stuck is sent again by whoever claims it.
          await Promise.race([
            sending.stop(),
            new Promise((resolve) => setTimeout(resolve, sendingGraceMs)),
          ]);
        },
      };
    },
  };
}

export type ApiFeatures = ReturnType<typeof apiFeatures>;
