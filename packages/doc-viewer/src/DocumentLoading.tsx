import { Trans } from "@lingui/react/macro";
import styles from "./DocumentLoading.module.css";

/** Shown while a document is on its way. */
export function DocumentLoading() {
  return (
    <p className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <Trans>Loading document...</Trans>
    </p>
  );
}
