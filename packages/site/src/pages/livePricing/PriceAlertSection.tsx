import { PriceAlertForm } from "@gw/forms";
import { Trans } from "@lingui/react/macro";
import styles from "./PriceAlertSection.module.css";

/** The price alert form on /live-pricing; `#price-alert` is where alert e-mails send people back. */
export function PriceAlertSection() {
  return (
    <section
      id="price-alert"
      className={`gw-container gw-below-fold ${styles.section}`}
      aria-labelledby="price-alert-title"
    >
      <h2 id="price-alert-title" className={styles.title}>
        <Trans>Price alert</Trans>
      </h2>
      <p className={styles.lead}>
        <Trans>
          Get one e-mail when the gold or silver buy price per troy ounce crosses the price you
          choose.
        </Trans>
      </p>
      <PriceAlertForm />
    </section>
  );
}
