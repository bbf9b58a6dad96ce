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

const fields = v.object({
  confirmUrl: v.string(),
  cancelUrl: v.string(),
  /** The site the visitor preregistered on. */
  ...siteFields,
});

type PreregistrationConfirmProps = MailFrame & { subject: string } & v.InferOutput<typeof fields>;

function PreregistrationConfirmMail({
  confirmUrl,
  cancelUrl,
  site,
  ...frame
}: PreregistrationConfirmProps) {
  const { i18n, brand } = frame;
  return (
    <MailLayout
      {...frame}
      preview={i18n._("One click and your place for our launch is kept.")}
      reason={i18n._(
        "You are receiving this e-mail because this address was entered on {site} to preregister.",
        { site },
      )}
      stop={{ url: cancelUrl, label: i18n._("Cancel my preregistration") }}
    >
      <Heading as="h1" style={mailStyles.heading}>
        {i18n._("Please confirm your e-mail address")}
      </Heading>
      <Text style={mailStyles.text}>
        {i18n._(
          "You asked to preregister for the launch of {brand} in China with this address. Confirm it and we will keep your place.",
          { brand: brand.name },
        )}
      </Text>
      <Section style={{ margin: "24px 0" }}>
        <Button href={confirmUrl} style={mailStyles.button}>
          {i18n._("Confirm my address")}
        </Button>
      </Section>
      <Heading as="h2" style={mailStyles.subheading}>
        {i18n._("What happens at launch")}
      </Heading>
      <Text style={mailStyles.text}>
        {i18n._(
          "When we launch, we will e-mail your 3-month fee discount coupon to this address. Until then we will not write to you about anything else.",
        )}
      </Text>
      <Text style={mailStyles.text}>
        {i18n._(
          "Did not ask for this? Ignore this e-mail and you will hear nothing more, or cancel the preregistration:",
        )}{" "}
        <Link href={cancelUrl} style={mailStyles.link}>
          {i18n._("Cancel my preregistration")}
        </Link>
      </Text>
    </MailLayout>
  );
}

/** Double opt-in for the China launch: nothing else is sent to the address until it confirms. */
export const preregistrationConfirm = mailKind(
  "preregistration_confirm",
  fields,
  async (frame, props) => ({
    ...(await renderMail(
      frame.i18n._("Confirm your preregistration with {brand}", { brand: frame.brand.name }),
      (subject) => <PreregistrationConfirmMail {...frame} {...props} subject={subject} />,
    )),
    stopUrl: props.cancelUrl,
  }),
);
