import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import * as v from "valibot";
import { mailKind } from "../../mail/mailKind";
import { MailLayout, type MailFrame } from "../../mail/MailLayout";
import { mailStyles } from "../../mail/mailStyles";
import { renderMail } from "../../mail/renderMail";
import { siteFields } from "../../mail/siteFields";

/** The site the form was sent from. */
const fields = v.object(siteFields);

type ContactAcknowledgementProps = MailFrame & { subject: string } & v.InferOutput<typeof fields>;

function ContactAcknowledgementMail({ site, ...frame }: ContactAcknowledgementProps) {
  const { i18n, brand } = frame;
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
        {i18n._("Thank you for getting in touch")}
      </Heading>
      <Text style={mailStyles.text}>
        {i18n._(
          "We have received your message. Our support team reads every message and will reply to this address as soon as we can.",
        )}
      </Text>
      <Text style={mailStyles.text}>
        {i18n._(
          "To keep what you wrote private, this e-mail does not repeat it. To add something, or if you need us sooner, write to us from this address:",
        )}{" "}
        <Link href={`mailto:${brand.email}`} style={mailStyles.link}>
          {brand.email}
        </Link>
      </Text>
      <Text style={mailStyles.text}>
        {i18n._(
          "If you did not write to us, you can ignore this e-mail: nothing was set up for this address.",
        )}
      </Text>
    </MailLayout>
  );
}

/**
 * Tells the visitor their message arrived. It carries none of the visitor's text (nor their name):
 * the address is unconfirmed, and the form must not send anyone's words to anyone.
 */
export const contactAcknowledgement = mailKind("contact_acknowledgement", fields, (frame, props) =>
  renderMail(frame.i18n._("We received your message"), (subject) => (
    <ContactAcknowledgementMail {...frame} {...props} subject={subject} />
  )),
);
