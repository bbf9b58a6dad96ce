import { Hono } from "hono";
import { retentionPeriods } from "../../retention/retentionPeriods";
import { daysBefore, deletedRows } from "../../retention/retentionRules";
import { defineApiFeature } from "../apiFeature";
import { alertConfirm } from "./alertConfirmMail";
import { alertLimit } from "./alertLimitMail";
import { alertLinkRoutes } from "./alertLinkRoutes";
import { readAlertGauges } from "./alertMetrics";
import { alertStore } from "./alertStore";
import { alertMigrations } from "./alertTables";
import { alertTriggered } from "./alertTriggeredMail";
import { watchPriceAlerts } from "./alertWatcher";
import { priceAlertMail } from "./priceAlertMail";
import { priceAlertRoutes } from "./priceAlertRoutes";

/**
 * Price alerts: `POST /v1/price-alerts/`, the pages their e-mails link to, and the watcher that
 * checks every new quote of this instance's prices against the active alerts.
 */
export const alertsFeature = defineApiFeature({
  name: "alerts",
  migrations: alertMigrations,
  mails: [alertConfirm, alertLimit, alertTriggered],
  gauges: readAlertGauges,
  retention: {
    endedAlerts: (trx, at) =>
      deletedRows(
        trx
          .deleteFrom("price_alerts")
          .where("state", "in", ["triggered", "cancelled"])
          .where("ended_at", "<", daysBefore(at, retentionPeriods.endedAlertsDays)),
      ),
    unconfirmedAlerts: (trx, at) =>
      deletedRows(
        trx
          .deleteFrom("price_alerts")
          .where("state", "=", "pending")
          .where("created_at", "<", daysBefore(at, retentionPeriods.unconfirmedSignUpsDays)),
      ),
  },
  routes({ db, now: nowMs, mail, outbox, unconfirmedMail, prices, counts, rateLimit, ...context }) {
    const alerts = alertStore(db, () => new Date(nowMs()));
    const limit = mail.alertsPerAddress;
    return new Hono()
      .route(
        "/",
        priceAlertRoutes({
          prepare: priceAlertMail({
            alerts,
            outbox,
            unconfirmedMail,
            publicUrl: mail.publicUrl,
            limit,
          }),
          submit: context.submit,
          guard: rateLimit("price-alerts"),
          corsOrigins: context.corsOrigins,
          // Only a price the site may still show can refuse a target as already reached.
          currentAsk: (metal, currency) => prices.service.current(currency)?.metals[metal].ask,
          pageOrigin: context.pageOrigin,
          onMailQueued: context.onMailQueued,
        }),
      )
      .route(
        "/",
        alertLinkRoutes({
          alerts,
          outbox,
          limit,
          guard: rateLimit("email-links"),
          onConfirmed: (alert, c) =>
            counts.countConfirmation("Price alert confirmed", {
              siteOrigin: alert.site_origin,
              locale: alert.locale,
              header: (name) => c.req.header(name),
            }),
        }),
      );
  },
  jobs: ({ db, now: nowMs, mail, outbox, prices, onMailQueued }) => {
    const now = () => new Date(nowMs());
    return watchPriceAlerts({
      db,
      alerts: alertStore(db, now),
      outbox,
      prices: prices.service,
      publicUrl: mail.publicUrl,
      now,
      onMailQueued,
    });
  },
});
