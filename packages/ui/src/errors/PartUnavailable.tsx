import { Trans } from "@lingui/react/macro";
import { Button } from "../primitives/Button";
import styles from "./PartUnavailable.module.css";

/**
 * What stands in for a part of a page that failed to render (`PartBoundary`): the visitor's
 * language says so, and offers to draw it again; the rest of the page is untouched.
 */
export function PartUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.notice} role="alert" data-state="error">
      <p>
        <Trans>This part of the page could not be shown.</Trans>
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
