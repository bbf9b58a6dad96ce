import { Column } from "@react-email/column";
import { Heading } from "@react-email/heading";
import { Row } from "@react-email/row";
import { Text } from "@react-email/text";
import * as v from "valibot";
import { mailKind } from "../../mail/mailKind";
import { MailLayout, type MailFrame } from "../../mail/MailLayout";
import { mailStyles } from "../../mail/mailStyles";
import { renderMail } from "../../mail/renderMail";
import { siteFields } from "../../mail/siteFields";

const fields = v.object({
  fullName: v.string(),
  email: v.string(),
  message: v.string(),
  source: v.string(),
  ...siteFields,
  /** The visitor's language, so the reply can be in it. */
  visitorLocale: v.string(),
  receivedAt: v.string(),
});

type ContactNotificationProps = MailFrame & { subject: string } & {
  request: v.InferOutput<typeof fields>;
};

function ContactNotificationMail({ request, ...frame }: ContactNotificationProps) {
  const { i18n } = frame;
  const rows: [string, string][] = [
    [i18n._("Name"), request.fullName],
    [i18n._("E-mail"), request.email],
    [i18n._("Found us via"), request.source],
    [i18n._("Site"), request.site],
    [i18n._("Language"), request.visitorLocale],
    [i18n._("Received"), request.receivedAt],
  ];
  return (
    <MailLayout
      {...frame}
      siteOrigin={request.siteOrigin}
      preview={request.message.slice(0, 120)}
      reason={i18n._(
        "You are receiving this e-mail because you are the support address of {brand}.",
        { brand: frame.brand.name },
      )}
    >
      <Heading as="h1" style={mailStyles.heading}>
        {i18n._("New contact request")}
      </Heading>
      <Text style={mailStyles.text}>
        {i18n._("Reply to this e-mail to answer the visitor directly.")}
      </Text>
      {rows.map(([label, value]) => (
        <Row key={label}>
          <Column style={{ ...mailStyles.text, width: "130px", fontWeight: 600 }}>{label}</Column>
          <Column style={mailStyles.text}>{value}</Column>
        </Row>
      ))}
      <Text style={mailStyles.quote}>{request.message}</Text>
    </MailLayout>
  );
}

/** Tells the brand's support team that a request arrived, with all of it (in English). */
export const contactNotification = mailKind("contact_notification", fields, (frame, request) =>
  renderMail(
    frame.i18n._("New contact request from {fullName}", { fullName: request.fullName }),
    (subject) => <ContactNotificationMail {...frame} request={request} subject={subject} />,
  ),
);
