import type { Locale } from "@gw/i18n/locales";
import type { Kysely } from "kysely";
import type { ApiSchema } from "../database/schema";
import { newLinkToken } from "../emailLinks/linkToken";
import { linkUrl } from "../emailLinks/linkUrl";
import { consentWording } from "../mail/consentWording";
import { mailDraft } from "../mail/mailDraft";
import { mailI18n } from "../mail/mailI18n";
import type { RequestSite } from "../mail/requestSite";
import { preregistrationConfirmMail } from "./preregistrationConfirmMail";
import type { OutboxStore } from "../outbox/outboxStore";
import { subscriptionTopic, type SubscriptionStore } from "./subscriptionStore";

/** The China launch list. */
const launchPurpose = "cny_launch";

/** A second confirmation e-mail to a still-pending address waits this long after the last. */
const resendAfterMs = 10 * 60_000;

export const preregistrationPaths = {
  confirm: "/v1/preregistration/confirm",
  cancel: "/v1/preregistration/cancel",
};

export interface PreregistrationMailOptions {
  subscriptions: SubscriptionStore;
  outbox: OutboxStore;
  publicUrl: string;
}

/**
 * A preregistration's e-mail: the double opt-in request. Rendered before the transaction (with
 * fresh tokens); written inside it only if the address is new, was cancelled, or has not been
 * asked for a while, so the answer to the visitor is the same whatever the address's history.
 */
export function preregistrationMail({
  subscriptions,
  outbox,
  publicUrl,
}: PreregistrationMailOptions) {
  return async function prepare(email: string, locale: Locale, site: RequestSite) {
    const confirm = newLinkToken();
    const cancel = newLinkToken();
    const cancelUrl = linkUrl(publicUrl, preregistrationPaths.cancel, cancel.token, locale);
    const rendered = await preregistrationConfirmMail({
      i18n: mailI18n(locale),
      locale,
      brand: site.brand,
      site: site.host,
      confirmUrl: linkUrl(publicUrl, preregistrationPaths.confirm, confirm.token, locale),
      cancelUrl,
    });
    return async (trx: Kysely<ApiSchema>) => {
      const { id, outcome } = await subscriptions.request(
        trx,
        {
          email: email.toLowerCase(),
          brand: site.brand.id,
          purpose: launchPurpose,
          locale,
          consentSource: site.origin,
          consentWording: consentWording.preregistration,
          confirmTokenHash: confirm.hash,
          cancelTokenHash: cancel.hash,
        },
        resendAfterMs,
      );
      if (outcome === "unchanged") return;
      await outbox.enqueue(
        mailDraft({
          kind: "preregistration_confirm",
          brand: site.brand,
          locale,
          to: email,
          rendered,
          topic: subscriptionTopic(id),
          stopUrl: cancelUrl,
        }),
        trx,
      );
    };
  };
}
