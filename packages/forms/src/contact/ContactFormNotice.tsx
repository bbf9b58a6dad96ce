import { SiteLink } from "@gw/ui";
import { Trans } from "@lingui/react/macro";
import styles from "./ContactForm.module.css";

/** Under the form: what sending it agrees to. */
export function ContactFormNotice() {
  return (
    <p className={styles.notice}>
      <Trans>
        By submitting this form, you agree to our{" "}
        <SiteLink href="/legal/privacy-policy">Privacy Policy</SiteLink> and{" "}
        <SiteLink href="/legal/terms-and-conditions">Terms and Conditions</SiteLink>.
      </Trans>
    </p>
  );
}
