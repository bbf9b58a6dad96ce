import { retentionPeriods } from "../../retention/retentionPeriods";
import { deletedRows } from "../../retention/retentionRules";
import { defineApiFeature } from "../apiFeature";
import { preregistrationMail } from "../preregistration/preregistrationMail";
import { subscriptionStore } from "../preregistration/subscriptionStore";
import { contactAcknowledgement } from "./contactAcknowledgementMail";
import { contactMail } from "./contactMail";
import { contactNotification } from "./contactNotificationMail";
import { contactRequestStore } from "./contactRequestStore";
import { contactRoutes } from "./contactRoutes";
import { contactMigrations } from "./contactTables";

/**
 * Contact requests (`POST /v1/contact/request/`, the admin listing) and their e-mails; a China
 * preregistration sent through the form asks its address to confirm (the preregistration's mail).
 */
export const contactFeature = defineApiFeature({
  name: "contact",
  migrations: contactMigrations,
  mails: [contactAcknowledgement, contactNotification],
  retention: {
    contactRequests(trx, at) {
      const monthsBefore = new Date(at);
      monthsBefore.setUTCMonth(monthsBefore.getUTCMonth() - retentionPeriods.contactRequestsMonths);
      return deletedRows(
        trx.deleteFrom("contact_requests").where("created_at", "<", monthsBefore.toISOString()),
      );
    },
  },
  routes({ db, now: nowMs, mail, corsOrigins, outbox, unconfirmedMail, submit, ...context }) {
    const now = () => new Date(nowMs());
    const preregistration = preregistrationMail({
      subscriptions: subscriptionStore(db, now),
      outbox,
      unconfirmedMail,
      publicUrl: mail.publicUrl,
    });
    return contactRoutes({
      store: contactRequestStore(db, now),
      submit,
      adminToken: context.adminToken,
      guard: context.rateLimit("contact"),
      // One allowance for every admin call (the contact listing and the consents).
      adminGuard: context.rateLimit("admin"),
      mail: contactMail({ outbox, unconfirmedMail, preregistration, corsOrigins, now }),
      pageOrigin: context.pageOrigin,
      onMailQueued: context.onMailQueued,
    });
  },
});
