import type { Locale } from "@gw/i18n/locales";
import type { Kysely } from "kysely";
import type { ApiSchema } from "../../database/schema";
import { newLinkToken } from "../../emailLinks/linkToken";
import { linkUrl } from "../../emailLinks/linkUrl";
import { consentWording } from "../../mail/consentWording";
import { mailDraft } from "../../mail/mailDraft";
import { siteFieldsOf, type RequestSite } from "../../mail/requestSite";
import type { UnconfirmedMailLimit } from "../../mail/unconfirmedMailLimit";
import type { OutboxStore } from "../../outbox/outboxStore";
import { preregistrationConfirm } from "./preregistrationConfirmMail";
import { subscriptionTopic, type SubscriptionStore } from "./subscriptionStore";

/** The China launch list. */
const launchPurpose = "cny_launch";

export const preregistrationPaths = {
  confirm: "/v1/preregistration/confirm",
  cancel: "/v1/preregistration/cancel",
};

export interface PreregistrationMailOptions {
  subscriptions: SubscriptionStore;
  outbox: OutboxStore;
  unconfirmedMail: UnconfirmedMailLimit;
  publicUrl: string;
}

/**
 * A preregistration's e-mail: the double opt-in request, with fresh tokens. Written only if the
 * address is new or was cancelled or is still pending, and then only as the one e-mail a day an
 * unconfirmed address may get; the answer to the visitor is the same whatever the address's
 * history. The outbox sender renders it.
 */
export function preregistrationMail({
  subscriptions,
  outbox,
  unconfirmedMail,
  publicUrl,
}: PreregistrationMailOptions) {
  return async function prepare(email: string, locale: Locale, site: RequestSite) {
    const confirm = newLinkToken();
    const cancel = newLinkToken();
    const cancelUrl = linkUrl(publicUrl, preregistrationPaths.cancel, cancel.token, locale);
    return async (trx: Kysely<ApiSchema>) => {
      const id = await subscriptions.request(
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
        () => unconfirmedMail.claim(trx, email),
      );
      if (id === undefined) return;
      await outbox.enqueue(
        mailDraft({
          kind: preregistrationConfirm,
          brand: site.brand,
          locale,
          to: email,
          fields: {
            ...siteFieldsOf(site),
            confirmUrl: linkUrl(publicUrl, preregistrationPaths.confirm, confirm.token, locale),
            cancelUrl,
          },
          topic: subscriptionTopic(id),
        }),
        trx,
      );
    };
  };
}
