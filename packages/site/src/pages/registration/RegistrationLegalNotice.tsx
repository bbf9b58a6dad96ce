import { SiteLink } from "@gw/ui";
import { Trans } from "@lingui/react/macro";
import styles from "./RegistrationLegalNotice.module.css";

/** The terms a visitor accepts by registering, each linked. */
export function RegistrationLegalNotice() {
  return (
    <p className={styles.notice}>
      <Trans>
        By registering you agree to our{" "}
        <SiteLink href="/legal/terms-and-conditions">Terms and Conditions</SiteLink>,{" "}
        <SiteLink href="/legal/privacy-policy">Privacy Policy</SiteLink>,{" "}
        <SiteLink href="/legal/aml-ctf-policy">AML/CTF Policy</SiteLink> and{" "}
        <SiteLink href="/legal/cookie-policy">Cookie Policy</SiteLink>.
      </Trans>
    </p>
  );
}
