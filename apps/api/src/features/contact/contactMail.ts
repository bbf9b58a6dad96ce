import { preregistrationTag, type ContactRequest } from "@gw/api-client/schemas";
import type { Kysely } from "kysely";
import type { ApiSchema } from "../../database/schema";
import { mailDraft } from "../../mail/mailDraft";
import { requestSite, siteFieldsOf } from "../../mail/requestSite";
import type { UnconfirmedMailLimit } from "../../mail/unconfirmedMailLimit";
import type { OutboxStore } from "../../outbox/outboxStore";
import type { preregistrationMail } from "../preregistration/preregistrationMail";
import { contactAcknowledgement } from "./contactAcknowledgementMail";
import { contactNotification } from "./contactNotificationMail";

/** Writes a stored request's e-mails in the request's own transaction. */
export type WriteMail = (trx: Kysely<ApiSchema>) => Promise<void>;

export interface ContactMailOptions {
  outbox: OutboxStore;
  unconfirmedMail: UnconfirmedMailLimit;
  preregistration: ReturnType<typeof preregistrationMail>;
  corsOrigins: readonly string[];
  now: () => Date;
}

/**
 * The e-mails a contact request causes. A China preregistration (the contract's fixed message tag)
 * asks the address to confirm; any other request tells the brand's support address everything,
 * and the visitor, in their language, only that it arrived (at most one such e-mail a day to an
 * address). Nothing is rendered here: the outbox sender renders the stored fields.
 */
export function contactMail({
  outbox,
  unconfirmedMail,
  preregistration,
  corsOrigins,
  now,
}: ContactMailOptions) {
  return async function prepare(
    request: ContactRequest,
    origin: string | undefined,
  ): Promise<WriteMail> {
    const site = requestSite(origin, request.hostname, corsOrigins);
    if (request.message === preregistrationTag.message)
      return preregistration(request.email, request.locale, site);

    return async (trx) => {
      if (await unconfirmedMail.claim(trx, request.email))
        await outbox.enqueue(
          mailDraft({
            kind: contactAcknowledgement,
            brand: site.brand,
            locale: request.locale,
            to: request.email,
            fields: siteFieldsOf(site),
          }),
          trx,
        );
      await outbox.enqueue(
        mailDraft({
          kind: contactNotification,
          brand: site.brand,
          locale: "en",
          to: site.brand.email,
          replyTo: request.email,
          fields: {
            fullName: request.full_name,
            email: request.email,
            message: request.message,
            source: request.source,
            ...siteFieldsOf(site),
            visitorLocale: request.locale,
            receivedAt: now().toISOString(),
          },
        }),
        trx,
      );
    };
  };
}

export type ContactMail = ReturnType<typeof contactMail>;
