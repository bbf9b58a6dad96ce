import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import { renderMail, type RenderedMail } from "../mail/renderMail";
import { alertCondition, type AlertTerms } from "./alertCondition";
import { MailLayout, type MailFrame } from "../mail/MailLayout";
import { mailStyles } from "../mail/mailStyles";

export interface AlertLimitProps extends MailFrame {
  alert: AlertTerms;
  limit: number;
  site: string;
}

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
export function alertLimitMail(props: AlertLimitProps): Promise<RenderedMail> {
  return renderMail(
    props.i18n._("Your new price alert was not set"),
    <AlertLimitMail {...props} />,
  );
}
