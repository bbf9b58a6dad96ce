import { preregistrationTag, type ContactRequest } from "@gw/api-client/schemas";
import type { Kysely } from "kysely";
import type { ApiSchema } from "../database/schema";
import { mailDraft } from "../mail/mailDraft";
import { mailI18n } from "../mail/mailI18n";
import { requestSite } from "../mail/requestSite";
import { contactAcknowledgementMail } from "./contactAcknowledgementMail";
import { contactNotificationMail } from "./contactNotificationMail";
import type { OutboxStore } from "../outbox/outboxStore";
import type { preregistrationMail } from "../preregistration/preregistrationMail";

/** Writes a stored request's e-mails in the request's own transaction. */
export type WriteMail = (trx: Kysely<ApiSchema>) => Promise<void>;

export interface ContactMailOptions {
  outbox: OutboxStore;
  preregistration: ReturnType<typeof preregistrationMail>;
  corsOrigins: readonly string[];
  now: () => Date;
}

/**
 * The e-mails a contact request causes. A China preregistration (the contract's fixed message tag)
 * asks the address to confirm; any other request gets an acknowledgement with a copy of the
 * message, in the visitor's language, and a notification to the brand's support address.
 */
export function contactMail({ outbox, preregistration, corsOrigins, now }: ContactMailOptions) {
  return async function prepare(
    request: ContactRequest,
    origin: string | undefined,
  ): Promise<WriteMail> {
    const site = requestSite(origin, request.hostname, corsOrigins);
    if (request.message === preregistrationTag.message)
      return preregistration(request.email, request.locale, site);

    const [acknowledgement, notification] = await Promise.all([
      contactAcknowledgementMail({
        i18n: mailI18n(request.locale),
        locale: request.locale,
        brand: site.brand,
        firstName: request.first_name,
        message: request.message,
        site: site.host,
      }),
      contactNotificationMail({
        i18n: mailI18n("en"),
        locale: "en",
        brand: site.brand,
        request: {
          fullName: request.full_name,
          email: request.email,
          message: request.message,
          source: request.source,
          site: site.host,
          visitorLocale: request.locale,
          receivedAt: now().toISOString(),
        },
      }),
    ]);
    return async (trx) => {
      await outbox.enqueue(
        mailDraft({
          kind: "contact_acknowledgement",
          brand: site.brand,
          locale: request.locale,
          to: request.email,
          rendered: acknowledgement,
        }),
        trx,
      );
      await outbox.enqueue(
        mailDraft({
          kind: "contact_notification",
          brand: site.brand,
          locale: "en",
          to: site.brand.email,
          replyTo: request.email,
          rendered: notification,
        }),
        trx,
      );
    };
  };
}

export type ContactMail = ReturnType<typeof contactMail>;
