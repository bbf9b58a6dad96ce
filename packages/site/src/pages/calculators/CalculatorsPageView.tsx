import { CalculatorsIsland } from "@gw/pricing";
import { SiteLayout, SiteLink } from "@gw/ui";
import { Trans } from "@lingui/react/macro";
import styles from "./CalculatorsRoute.module.css";

/** The calculators page's content (its route: CalculatorsRoute). */
export function CalculatorsPageView() {
  return (
    <SiteLayout>
      <section className={`gw-container ${styles.intro}`} aria-labelledby="calculators-title">
        <h1 id="calculators-title" className={styles.title}>
          <Trans>Gold and Silver Calculators</Trans>
        </h1>
        <p className={styles.subtitle}>
          <Trans>
            Work out what buying a little every month would have given, what the metal you hold is
            worth today, and how gold compares with silver. Today's prices are on the{" "}
            <SiteLink href="/live-pricing">live pricing</SiteLink> page.
          </Trans>
        </p>
        <CalculatorsIsland />
      </section>
    </SiteLayout>
  );
}
