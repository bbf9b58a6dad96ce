import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { formatMoney } from "@gw/i18n/money";
import { joinSentences } from "@gw/i18n/locales";
import * as v from "valibot";
import { formatSydneyTime } from "../../mail/formatSydneyTime";
import { mailKind } from "../../mail/mailKind";
import { MailLayout, type MailFrame } from "../../mail/MailLayout";
import { mailStyles } from "../../mail/mailStyles";
import { renderMail } from "../../mail/renderMail";
import { siteFields } from "../../mail/siteFields";
import { alertCondition, alertTermsSchema, metalName } from "./alertCondition";

const fields = v.object({
  alert: alertTermsSchema,
  /** The buy price that crossed the target, and when it was quoted (ISO 8601). */
  price: v.number(),
  quotedAt: v.string(),
  /** The local development provider's figures are not market prices, and the e-mail says so. */
  demonstration: v.boolean(),
  /** The live pricing page's alert form on the site the alert was set on. */
  setAgainUrl: v.string(),
  /** Cancels every alert of this address. */
  stopAllUrl: v.string(),
  ...siteFields,
});

type AlertTriggeredProps = MailFrame & { subject: string } & v.InferOutput<typeof fields>;

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
          price: formatMoney(locale, alert.currency, price, { currencyDisplay: "code" }),
          time: formatSydneyTime(locale, new Date(quotedAt)),
        })}
      </Text>
      <Text style={mailStyles.quote}>{alertCondition(i18n, locale, alert)}</Text>
      {demonstration ? (
        <Text style={mailStyles.text}>
          {i18n._("Demonstration prices: these figures are not market prices.")}
        </Text>
      ) : null}
      <Text style={mailStyles.text}>
        {joinSentences(locale, [
          // The site's wording of what the prices are (the termbase's indicative-price entry).
          i18n._(
            "Our buy and sell prices are indicative and follow the international spot market.",
          ),
          i18n._(
            "The price you see on the confirmation screen before you confirm is the price you pay or receive.",
          ),
          i18n._("This alert has now ended."),
        ])}
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
export const alertTriggered = mailKind("price_alert_triggered", fields, async (frame, props) => ({
  ...(await renderMail(
    frame.i18n._("Price alert: {condition}", {
      condition: alertCondition(frame.i18n, frame.locale, props.alert),
    }),
    (subject) => <AlertTriggeredMail {...frame} {...props} subject={subject} />,
  )),
  stopUrl: props.stopAllUrl,
}));
