import { retentionPeriods } from "../../retention/retentionPeriods";
import { daysBefore, deletedRows } from "../../retention/retentionRules";
import { defineApiFeature } from "../apiFeature";
import { preregistrationConfirm } from "./preregistrationConfirmMail";
import { preregistrationLinkRoutes } from "./preregistrationLinkRoutes";
import { subscriptionStore } from "./subscriptionStore";

/**
 * The China launch preregistration: the confirm and cancel pages its e-mail links to (the
 * request itself comes through the contact form), and its consents' retention.
 */
export const preregistrationFeature = defineApiFeature({
  name: "preregistration",
  mails: [preregistrationConfirm],
  retention: {
    cancelledSubscriptions: (trx, at) =>
      deletedRows(
        trx
          .deleteFrom("email_subscriptions")
          .where("state", "=", "unsubscribed")
          .where(
            "unsubscribed_at",
            "<",
            daysBefore(at, retentionPeriods.cancelledSubscriptionsDays),
          ),
      ),
    unconfirmedSubscriptions: (trx, at) =>
      deletedRows(
        trx
          .deleteFrom("email_subscriptions")
          .where("state", "=", "pending")
          .where(
            "confirmation_sent_at",
            "<",
            daysBefore(at, retentionPeriods.unconfirmedSignUpsDays),
          ),
      ),
  },
  routes({ db, now: nowMs, outbox, rateLimit, counts }) {
    const now = () => new Date(nowMs());
    return preregistrationLinkRoutes({
      subscriptions: subscriptionStore(db, now),
      outbox,
      guard: rateLimit("email-links"),
      now,
      onConfirmed: (row, c) =>
        counts.countConfirmation("Preregistration confirmed", {
          siteOrigin: row.consent_source,
          locale: row.locale,
          header: (name) => c.req.header(name),
        }),
    });
  },
});
