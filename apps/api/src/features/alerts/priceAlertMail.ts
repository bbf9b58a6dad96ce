import type { PriceAlertRequest } from "@gw/api-client/schemas";
import type { Kysely } from "kysely";
import type { ApiSchema } from "../../database/schema";
import { newLinkToken } from "../../emailLinks/linkToken";
import { linkUrl } from "../../emailLinks/linkUrl";
import { consentWording } from "../../mail/consentWording";
import { mailDraft } from "../../mail/mailDraft";
import { siteFieldsOf, type RequestSite } from "../../mail/requestSite";
import type { UnconfirmedMailLimit } from "../../mail/unconfirmedMailLimit";
import type { OutboxStore } from "../../outbox/outboxStore";
import { alertConfirm } from "./alertConfirmMail";
import { alertLimit } from "./alertLimitMail";
import { alertTopic, type AlertStore } from "./alertStore";
import { priceAlertPaths } from "./priceAlertPaths";

export interface PriceAlertMailOptions {
  alerts: AlertStore;
  outbox: OutboxStore;
  unconfirmedMail: UnconfirmedMailLimit;
  publicUrl: string;
  limit: number;
}

/**
 * A new alert and its e-mail: the double opt-in request, or, when the address already has as many
 * alerts as it may, a note saying so. Either is the one e-mail a day an address may get from the
 * forms, unless the address has an active alert (its owner confirmed it, and asks for another):
 * an alert without its e-mail is not stored. The answer to the form is the same either way, so
 * nobody learns anything about an address they do not read.
 */
export function priceAlertMail({
  alerts,
  outbox,
  unconfirmedMail,
  publicUrl,
  limit,
}: PriceAlertMailOptions) {
  return async function prepare(request: PriceAlertRequest, site: RequestSite) {
    const { locale } = request;
    const confirm = newLinkToken();
    const cancel = newLinkToken();
    const email = request.email.toLowerCase();
    const alert = {
      metal: request.metal,
      currency: request.currency,
      direction: request.direction,
      target: request.target,
    };
    const draft = { brand: site.brand, locale, to: email };

    return async (trx: Kysely<ApiSchema>) => {
      const mine = await alerts.countsOf(trx, email, site.brand.id);
      if (mine.open >= limit) {
        if (await unconfirmedMail.claim(trx, email))
          await outbox.enqueue(
            mailDraft({
              ...draft,
              kind: alertLimit,
              fields: { alert, limit, ...siteFieldsOf(site) },
            }),
            trx,
          );
        return;
      }
      if (mine.active === 0 && !(await unconfirmedMail.claim(trx, email))) return;
      const id = await alerts.add(trx, {
        ...alert,
        email,
        brand: site.brand.id,
        locale,
        targetCents: Math.round(request.target * 100),
        siteOrigin: site.origin,
        consentWording: consentWording.priceAlert,
        confirmTokenHash: confirm.hash,
        cancelTokenHash: cancel.hash,
      });
      await outbox.enqueue(
        mailDraft({
          ...draft,
          kind: alertConfirm,
          fields: {
            alert,
            confirmUrl: linkUrl(publicUrl, priceAlertPaths.confirm, confirm.token, locale),
            cancelUrl: linkUrl(publicUrl, priceAlertPaths.cancel, cancel.token, locale),
            ...siteFieldsOf(site),
          },
          topic: alertTopic(id),
        }),
        trx,
      );
    };
  };
}
