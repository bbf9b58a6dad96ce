import { ButtonLink, useBrand } from "@gw/ui";
import { Trans } from "@lingui/react/macro";
import styles from "./ReadyToStart.module.css";

/** The closing call to action: sign up in the app. */
export function ReadyToStart() {
  const brand = useBrand();
  return (
    <section className="gw-container gw-below-fold" aria-labelledby="ready-to-start-title">
      <div className={styles.card}>
        <h2 id="ready-to-start-title" className={styles.title}>
          <Trans>Ready to Start?</Trans>
        </h2>
        <p className={styles.body}>
          <Trans>Open a free account and buy your first gram of gold or silver in minutes.</Trans>
        </p>
        <ButtonLink href={`${brand.appUrl}/register?signup=true`} size="lg">
          <Trans>Register Now</Trans>
        </ButtonLink>
      </div>
    </section>
  );
}
