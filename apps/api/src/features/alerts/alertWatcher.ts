import {
  priceMetals,
  type PriceAlertDirection,
  type PriceCurrency,
  type PriceMetal,
} from "@gw/api-client/schemas";
import type { ApiDatabase } from "../../database/openDatabase";
import { sitePage } from "../../emailLinks/linkRequest";
import { newLinkToken } from "../../emailLinks/linkToken";
import { linkUrl } from "../../emailLinks/linkUrl";
import { brandSiteOrigin, mailVoiceOf } from "../../mail/mailVoice";
import { mailDraft } from "../../mail/mailDraft";
import { alertTriggered } from "./alertTriggeredMail";
import { logger } from "../../observability/logger";
import type { OutboxStore } from "../../outbox/outboxStore";
import type { PriceService } from "../prices/priceService";
import type { AcceptedQuote } from "../prices/quoteAcceptance";
import { alertChecks } from "./alertMetrics";
import { alertTopic, type AlertStore, type PriceAlert } from "./alertStore";
import { priceAlertPaths } from "./priceAlertPaths";

export interface AlertWatcherOptions {
  /** For the transaction that ends an alert and writes its e-mail together. */
  db: ApiDatabase;
  alerts: AlertStore;
  outbox: OutboxStore;
  prices: Pick<PriceService, "onQuote" | "refresh" | "updateIntervalMs">;
  publicUrl: string;
  now?: () => Date;
  onMailQueued?: () => void;
}

/**
 * Checks the active alerts against every new quote this instance's price service accepts, and
 * keeps the prices of the currencies alerts wait on coming even without visitors. Every instance
 * runs one; an alert fires once because only one instance's conditional update can end it, and
 * its e-mail is written in that same transaction.
 */
export function watchPriceAlerts({
  db,
  alerts,
  outbox,
  prices,
  publicUrl,
  now = () => new Date(),
  onMailQueued,
}: AlertWatcherOptions) {
  let checks = Promise.resolve();

  async function fire(alert: PriceAlert, quote: AcceptedQuote, askCents: number) {
    const { brand, locale } = mailVoiceOf(alert);
    const stop = newLinkToken();
    const stopAllUrl = linkUrl(publicUrl, priceAlertPaths.cancel, stop.token, locale, {
      scope: "all",
    });
    const siteOrigin = alert.site_origin || brandSiteOrigin(brand);
    const fields = {
      alert: {
        metal: alert.metal as PriceMetal,
        currency: alert.currency as PriceCurrency,
        direction: alert.direction as PriceAlertDirection,
        target: alert.target_cents / 100,
      },
      price: askCents / 100,
      quotedAt: new Date(quote.asOf).toISOString(),
      demonstration: quote.source === "development",
      setAgainUrl: `${sitePage(siteOrigin, locale, "/live-pricing")}#price-alert`,
      stopAllUrl,
      site: new URL(siteOrigin).host,
      siteOrigin,
    };
    const fired = await db.db.transaction().execute(async (trx) => {
      if (!(await alerts.trigger(trx, alert.id, askCents, stop.hash))) return false;
      await outbox.enqueue(
        mailDraft({
          kind: alertTriggered,
          brand,
          locale,
          to: alert.email,
          fields,
          topic: alertTopic(alert.id),
        }),
        trx,
      );
      return true;
    });
    if (!fired) return;
    alertChecks.fired.inc();
    alertChecks.queueDelay.observe(Math.max(0, (now().getTime() - quote.asOf) / 1000));
    logger.info(
      {
        event: "alert.fired",
        alertId: alert.id,
        metal: alert.metal,
        currency: alert.currency,
        direction: alert.direction,
        quoteAsOf: new Date(quote.asOf).toISOString(),
      },
      "Price alert fired; its e-mail is queued",
    );
    onMailQueued?.();
  }

  /** Every active alert this quote's buy prices cross, each fired (at most) once. */
  async function check(quote: AcceptedQuote) {
    const endTimer = alertChecks.duration.startTimer();
    for (const metal of priceMetals) {
      const askCents = Math.round(quote.metals[metal].ask * 100);
      for (const alert of await alerts.crossedBy(metal, quote.currency, askCents))
        await fire(alert, quote, askCents);
    }
    endTimer();
    alertChecks.checked.inc();
  }

  const unsubscribe = prices.onQuote((quote) => {
    // One check at a time per instance; the database settles races between instances.
    checks = checks
      .then(() => check(quote))
      .catch((error: unknown) =>
        logger.error({ event: "alert.check_failed", err: error }, "Price alerts: a check failed"),
      );
    return checks;
  });

  const refresher = setInterval(() => {
    alerts
      .watchedCurrencies()
      .then((currencies) => currencies.forEach((currency) => void prices.refresh(currency)))
      .catch((error: unknown) =>
        logger.error(
          { event: "alert.refresh_failed", err: error },
          "Price alerts: could not list the watched currencies",
        ),
      );
  }, prices.updateIntervalMs);
  refresher.unref();

  return {
    /** Stops watching and waits for the check under way. */
    async stop() {
      unsubscribe();
      clearInterval(refresher);
      await checks;
    },
  };
}
