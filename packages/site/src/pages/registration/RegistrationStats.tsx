import { Trans, useLingui } from "@lingui/react/macro";
import styles from "./RegistrationStats.module.css";

/** The three promises under the registration headings. */
export function RegistrationStats() {
  const { t } = useLingui();
  return (
    <ul className={styles.stats} aria-label={t`Why it is safe`}>
      <li className={styles.stat}>
        <Trans>
          <strong className={styles.figure}>100%</strong> Insured
        </Trans>
      </li>
      <li className={styles.stat}>
        <Trans>
          <strong className={styles.figure}>24/7</strong> Secure
        </Trans>
      </li>
      <li className={styles.stat}>
        <Trans>
          <strong className={styles.figure}>LBMA</strong> Certified
        </Trans>
      </li>
    </ul>
  );
}
