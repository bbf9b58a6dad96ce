import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import { renderMail, type RenderedMail } from "../mail/renderMail";
import { MailLayout, type MailFrame } from "../mail/MailLayout";
import { mailStyles } from "../mail/mailStyles";

export interface ContactAcknowledgementProps extends MailFrame {
  firstName: string;
  message: string;
  site: string;
}

function ContactAcknowledgementMail({
  firstName,
  message,
  site,
  ...frame
}: ContactAcknowledgementProps) {
  const { i18n } = frame;
  return (
    <MailLayout
      {...frame}
      preview={i18n._("We have your message and will reply soon.")}
      reason={i18n._(
        "You are receiving this e-mail because this address was entered in the contact form on {site}.",
        { site },
      )}
    >
      <Heading as="h1" style={mailStyles.heading}>
        {i18n._("Thank you for getting in touch, {firstName}", { firstName })}
      </Heading>
      <Text style={mailStyles.text}>
        {i18n._("We have received your message and our team will reply to this address soon.")}
      </Text>
      <Text style={{ ...mailStyles.text, fontWeight: 600 }}>{i18n._("Your message")}</Text>
      <Text style={mailStyles.quote}>{message}</Text>
      <Text style={mailStyles.text}>
        {i18n._(
          "If you did not write to us, you can ignore this e-mail: nothing was set up for this address.",
        )}
      </Text>
    </MailLayout>
  );
}

/** The visitor's copy of what they sent, so they know it arrived. */
export function contactAcknowledgementMail(
  props: ContactAcknowledgementProps,
): Promise<RenderedMail> {
  return renderMail(
    props.i18n._("We received your message"),
    <ContactAcknowledgementMail {...props} />,
  );
}
