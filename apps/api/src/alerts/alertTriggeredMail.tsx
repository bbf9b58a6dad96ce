import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { formatMoney, formatSydneyTime } from "../mail/formatMoney";
import { renderMail, type RenderedMail } from "../mail/renderMail";
import { alertCondition, metalName, type AlertTerms } from "./alertCondition";
import { MailLayout, type MailFrame } from "../mail/MailLayout";
import { mailStyles } from "../mail/mailStyles";

export interface AlertTriggeredProps extends MailFrame {
  alert: AlertTerms;
  /** The buy price that crossed the target, and when it was quoted. */
  price: number;
  quotedAt: Date;
  /** The local development provider's figures are not market prices, and the e-mail says so. */
  demonstration: boolean;
  /** The live pricing page's alert form on the site the alert was set on. */
  setAgainUrl: string;
  /** Cancels every alert of this address. */
  stopAllUrl: string;
  site: string;
}

function AlertTriggeredMail({
  alert,
  price,
  quotedAt,
  demonstration,
  setAgainUrl,
  stopAllUrl,
  site,
  ...frame
}: AlertTriggeredProps) {
  const { i18n, locale } = frame;
  return (
    <MailLayout
      {...frame}
      preview={alertCondition(i18n, locale, alert)}
      reason={i18n._(
        "You are receiving this e-mail because you set and confirmed this price alert on {site}.",
        { site },
      )}
      stop={{ url: stopAllUrl, label: i18n._("Stop all price alerts to this address") }}
    >
      <Heading as="h1" style={mailStyles.heading}>
        {i18n._("Your price alert was reached")}
      </Heading>
      <Text style={mailStyles.text}>
        {i18n._("The {metal} buy price was {price} per troy ounce at {time} (Sydney time).", {
          metal: metalName(i18n, alert.metal),
          price: formatMoney(locale, alert.currency, price),
          time: formatSydneyTime(locale, quotedAt),
        })}
      </Text>
      <Text style={mailStyles.quote}>{alertCondition(i18n, locale, alert)}</Text>
      {demonstration ? (
        <Text style={mailStyles.text}>
          {i18n._("Demonstration prices: these figures are not market prices.")}
        </Text>
      ) : null}
      <Text style={mailStyles.text}>
        {i18n._(
          "Prices move quickly and this e-mail is not an offer: check the current price before you buy. This alert has now ended.",
        )}
      </Text>
      <Section style={{ margin: "24px 0" }}>
        <Button href={setAgainUrl} style={mailStyles.button}>
          {i18n._("Set the alert again")}
        </Button>
      </Section>
    </MailLayout>
  );
}

/** The one e-mail a confirmed alert sends, when the buy price crosses its target. */
export function alertTriggeredMail(props: AlertTriggeredProps): Promise<RenderedMail> {
  return renderMail(
    props.i18n._("Price alert: {condition}", {
      condition: alertCondition(props.i18n, props.locale, props.alert),
    }),
    <AlertTriggeredMail {...props} />,
  );
}
