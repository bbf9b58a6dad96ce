import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import styles from "./RegistrationStats.module.css";

/**
 * The three promises under the registration headings. "LBMA Certified" is the spec's wording;
 * the note beside it says what is accredited (the refiners), so no reader takes it for the company.
 */
export function RegistrationStats() {
  const { t } = useLingui();
  const noteId = useId();
  return (
    <div className={styles.wrapper}>
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
        <li className={styles.stat} aria-describedby={noteId}>
          <Trans>
            <strong className={styles.figure}>LBMA</strong> Certified
          </Trans>
        </li>
      </ul>
      <p id={noteId} className={styles.note}>
        <Trans>
          LBMA Certified: our bars come from refiners accredited by the London Bullion Market
          Association (LBMA). The accreditation is the refiners’, not ours.
        </Trans>
      </p>
    </div>
  );
}
