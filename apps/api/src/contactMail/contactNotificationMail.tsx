import { Column } from "@react-email/column";
import { Heading } from "@react-email/heading";
import { Row } from "@react-email/row";
import { Text } from "@react-email/text";
import { renderMail, type RenderedMail } from "../mail/renderMail";
import { MailLayout, type MailFrame } from "../mail/MailLayout";
import { mailStyles } from "../mail/mailStyles";

export interface ContactNotificationProps extends MailFrame {
  request: {
    fullName: string;
    email: string;
    message: string;
    source: string;
    site: string;
    /** The visitor's language, so the reply can be in it. */
    visitorLocale: string;
    receivedAt: string;
  };
}

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

/** Tells the brand's support team that a request arrived (in English, the team's language). */
export function contactNotificationMail(props: ContactNotificationProps): Promise<RenderedMail> {
  return renderMail(
    props.i18n._("New contact request from {fullName}", { fullName: props.request.fullName }),
    <ContactNotificationMail {...props} />,
  );
}
