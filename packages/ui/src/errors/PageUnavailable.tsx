import { Trans } from "@lingui/react/macro";
import { SiteLayout } from "../layout/SiteLayout";
import { Button } from "../primitives/Button";
import { SiteLink } from "../primitives/SiteLink";
import styles from "./PageUnavailable.module.css";

/**
 * A page that could not be shown (it failed to load or render): the site's header and footer
 * and the visitor's language stay, with a way to try again or go home.
 */
export function PageUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <SiteLayout>
      <section className={`gw-container ${styles.page}`} data-state="error">
        <h1 className={styles.title}>
          <Trans>This page could not be shown</Trans>
        </h1>
        <p>
          <Trans>
            Something went wrong while showing this page. It has been reported to us. Try again, or
            go to the <SiteLink href="/">home page</SiteLink>.
          </Trans>
        </p>
        <Button onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </section>
    </SiteLayout>
  );
}
