import { Button } from "@gw/ui";
import { Trans } from "@lingui/react/macro";
import styles from "./ChinaHero.module.css";

/** The launch announcement; `Preregister` takes the visitor to the e-mail form. */
export function ChinaHero({ preregisterSectionId }: { preregisterSectionId: string }) {
  const goToPreregistration = () => {
    const section = document.getElementById(preregisterSectionId);
    section?.scrollIntoView({ behavior: "smooth", block: "start" });
    section?.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true });
  };

  return (
    <section className={styles.hero} aria-labelledby="china-hero-title">
      <div className={`gw-container ${styles.inner}`}>
        <p className={styles.ribbon}>
          <Trans>Launching Soon</Trans>
        </p>
        <h1 id="china-hero-title" className={styles.title}>
          <Trans>Send gold to China, with no exchange-rate markup.</Trans>
        </h1>
        <p className={styles.subtitle}>
          <Trans>
            Buy physical gold in Australia and transfer its ownership to someone in China in
            moments. The gold stays in our Australian vault; they sell it and are paid in CNY. No
            hidden exchange-rate markup, but gold’s price can rise or fall while it is held.
          </Trans>
        </p>
        <Button size="lg" onClick={goToPreregistration}>
          <Trans>Preregister</Trans>
        </Button>
      </div>
    </section>
  );
}
