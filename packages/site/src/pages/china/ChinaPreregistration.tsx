import { PreregistrationForm, usePreregistrationSubmit } from "@gw/forms";
import { Trans } from "@lingui/react/macro";
import styles from "./ChinaPreregistration.module.css";

export const PREREGISTRATION_SECTION_ID = "preregister";

/** The e-mail section the hero's `Preregister` button scrolls to. */
export function ChinaPreregistration() {
  const { submit, captcha } = usePreregistrationSubmit();
  return (
    <section
      id={PREREGISTRATION_SECTION_ID}
      className={styles.section}
      aria-labelledby="china-preregister-title"
    >
      <div className={`gw-container ${styles.inner}`}>
        <h2 id="china-preregister-title" className={styles.title}>
          <Trans>Be first in line</Trans>
        </h2>
        <p className={styles.body}>
          <Trans>
            Preregister with your e-mail address and get a 3-month fee discount coupon when we
            launch.
          </Trans>
        </p>
        <PreregistrationForm submit={submit} captcha={captcha} />
      </div>
    </section>
  );
}
