import type { PriceAlertRequest } from "@gw/api-client/schemas";
import { sql, type Kysely } from "kysely";
import type { ApiSchema } from "../database/schema";
import { newLinkToken } from "../emailLinks/linkToken";
import { linkUrl } from "../emailLinks/linkUrl";
import { consentWording } from "../mail/consentWording";
import { mailDraft } from "../mail/mailDraft";
import { mailI18n } from "../mail/mailI18n";
import type { RequestSite } from "../mail/requestSite";
import { alertConfirmMail } from "./alertConfirmMail";
import { alertLimitMail } from "./alertLimitMail";
import type { OutboxStore } from "../outbox/outboxStore";
import { alertTopic, type AlertStore } from "./alertStore";
import { priceAlertPaths } from "./priceAlertPaths";

/** At most one "limit reached" e-mail per address in this long, however often the form is sent. */
const limitMailEveryMs = 10 * 60_000;

export interface PriceAlertMailOptions {
  alerts: AlertStore;
  outbox: OutboxStore;
  publicUrl: string;
  limit: number;
  now: () => Date;
}

/**
 * A new alert and its e-mail: the double opt-in request, or, when the address already has as many
 * alerts as it may, a note saying so. Rendered before the transaction; the answer to the form is
 * the same either way, so nobody learns anything about an address they do not read.
 */
export function priceAlertMail({ alerts, outbox, publicUrl, limit, now }: PriceAlertMailOptions) {
  return async function prepare(request: PriceAlertRequest, site: RequestSite) {
    const { locale } = request;
    const i18n = mailI18n(locale);
    const confirm = newLinkToken();
    const cancel = newLinkToken();
    const cancelUrl = linkUrl(publicUrl, priceAlertPaths.cancel, cancel.token, locale);
    const frame = { i18n, locale, brand: site.brand };
    const [confirmation, atLimit] = await Promise.all([
      alertConfirmMail({
        ...frame,
        alert: request,
        confirmUrl: linkUrl(publicUrl, priceAlertPaths.confirm, confirm.token, locale),
        cancelUrl,
        site: site.host,
      }),
      alertLimitMail({ ...frame, alert: request, limit, site: site.host }),
    ]);
    const email = request.email.toLowerCase();

    return async (trx: Kysely<ApiSchema>) => {
      const id = await alerts.add(
        trx,
        {
          email,
          brand: site.brand.id,
          locale,
          metal: request.metal,
          currency: request.currency,
          direction: request.direction,
          targetCents: Math.round(request.target * 100),
          siteOrigin: site.origin,
          consentWording: consentWording.priceAlert,
          confirmTokenHash: confirm.hash,
          cancelTokenHash: cancel.hash,
        },
        limit,
      );
      if (id !== undefined) {
        await outbox.enqueue(
          mailDraft({
            kind: "price_alert_confirm",
            brand: site.brand,
            locale,
            to: email,
            rendered: confirmation,
            topic: alertTopic(id),
            stopUrl: cancelUrl,
          }),
          trx,
        );
        return;
      }
      const recent = await trx
        .selectFrom("outbox_messages")
        .select(sql<number>`count(*)`.as("n"))
        .where("kind", "=", "price_alert_limit")
        .where("recipient", "=", email)
        .where("created_at", ">", new Date(now().getTime() - limitMailEveryMs).toISOString())
        .executeTakeFirstOrThrow();
      if (Number(recent.n) > 0) return;
      await outbox.enqueue(
        mailDraft({
          kind: "price_alert_limit",
          brand: site.brand,
          locale,
          to: email,
          rendered: atLimit,
        }),
        trx,
      );
    };
  };
}
