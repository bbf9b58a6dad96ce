import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import * as v from "valibot";
import { mailKind } from "../../mail/mailKind";
import { MailLayout, type MailFrame } from "../../mail/MailLayout";
import { mailStyles } from "../../mail/mailStyles";
import { renderMail } from "../../mail/renderMail";
import { siteFields } from "../../mail/siteFields";
import { alertCondition, alertTermsSchema } from "./alertCondition";

const fields = v.object({ alert: alertTermsSchema, limit: v.number(), ...siteFields });

type AlertLimitProps = MailFrame & { subject: string } & v.InferOutput<typeof fields>;

function AlertLimitMail({ alert, limit, site, ...frame }: AlertLimitProps) {
  const { i18n, locale } = frame;
  return (
    <MailLayout
      {...frame}
      preview={alertCondition(i18n, locale, alert)}
      reason={i18n._(
        "You are receiving this e-mail because this address was entered in the price alert form on {site}.",
        { site },
      )}
    >
      <Heading as="h1" style={mailStyles.heading}>
        {i18n._("Your new price alert was not set")}
      </Heading>
      <Text style={mailStyles.quote}>{alertCondition(i18n, locale, alert)}</Text>
      <Text style={mailStyles.text}>
        {i18n._(
          "This address already has {limit} price alerts waiting for confirmation or active, the most we keep for one address. Cancel one with the link in its e-mails, then set the new one.",
          { limit },
        )}
      </Text>
    </MailLayout>
  );
}

/**
 * Sent instead of a confirmation when the address has as many alerts as it may: the form's answer
 * is the same either way, so only the owner of the address learns about its alerts.
 */
export const alertLimit = mailKind("price_alert_limit", fields, (frame, props) =>
  renderMail(frame.i18n._("Your new price alert was not set"), (subject) => (
    <AlertLimitMail {...frame} {...props} subject={subject} />
  )),
);
