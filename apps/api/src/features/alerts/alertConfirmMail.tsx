import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import * as v from "valibot";
import { mailKind } from "../../mail/mailKind";
import { MailLayout, type MailFrame } from "../../mail/MailLayout";
import { mailStyles } from "../../mail/mailStyles";
import { renderMail } from "../../mail/renderMail";
import { siteFields } from "../../mail/siteFields";
import { alertCondition, alertTermsSchema } from "./alertCondition";

const fields = v.object({
  alert: alertTermsSchema,
  confirmUrl: v.string(),
  cancelUrl: v.string(),
  ...siteFields,
});

type AlertConfirmProps = MailFrame & { subject: string } & v.InferOutput<typeof fields>;

function AlertConfirmMail({ alert, confirmUrl, cancelUrl, site, ...frame }: AlertConfirmProps) {
  const { i18n, locale } = frame;
  const condition = alertCondition(i18n, locale, alert);
  return (
    <MailLayout
      {...frame}
      preview={condition}
      reason={i18n._(
        "You are receiving this e-mail because this address was entered in the price alert form on {site}.",
        { site },
      )}
      stop={{ url: cancelUrl, label: i18n._("Cancel this alert") }}
    >
      <Heading as="h1" style={mailStyles.heading}>
        {i18n._("Confirm your price alert")}
      </Heading>
      <Text style={mailStyles.text}>{i18n._("You asked us to e-mail you once when:")}</Text>
      <Text style={mailStyles.quote}>{condition}</Text>
      <Section style={{ margin: "24px 0" }}>
        <Button href={confirmUrl} style={mailStyles.button}>
          {i18n._("Confirm my alert")}
        </Button>
      </Section>
      <Text style={mailStyles.text}>
        {i18n._(
          "Nothing is watched until you confirm. Then we send one e-mail when the price crosses your target, and the alert ends.",
        )}
      </Text>
      <Text style={mailStyles.text}>
        {i18n._("Did not ask for this? Ignore this e-mail, or")}{" "}
        <Link href={cancelUrl} style={mailStyles.link}>
          {i18n._("cancel this alert")}
        </Link>
      </Text>
    </MailLayout>
  );
}

/** Double opt-in for a price alert. */
export const alertConfirm = mailKind("price_alert_confirm", fields, async (frame, props) => ({
  ...(await renderMail(
    frame.i18n._("Confirm your price alert: {condition}", {
      condition: alertCondition(frame.i18n, frame.locale, props.alert),
    }),
    (subject) => <AlertConfirmMail {...frame} {...props} subject={subject} />,
  )),
  stopUrl: props.cancelUrl,
}));
