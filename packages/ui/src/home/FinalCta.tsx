import { Trans } from "@lingui/react/macro";
import { ButtonLink } from "../primitives/ButtonLink";
import styles from "./FinalCta.module.css";

/** The closing call to action: registration. */
export function FinalCta({ href = "/register" }: { href?: string }) {
  return (
    <section className={styles.section} aria-labelledby="home-final-cta-title">
      <div className={`gw-container ${styles.inner}`}>
        <h2 id="home-final-cta-title" className={styles.title}>
          <Trans>Start owning gold today</Trans>
        </h2>
        <p className={styles.body}>
          <Trans>
            Open a free account in minutes. No storage fees, no lock-in, sell whenever you like.
          </Trans>
        </p>
        <ButtonLink href={href} size="lg">
          <Trans>Register now</Trans>
        </ButtonLink>
      </div>
    </section>
  );
}
