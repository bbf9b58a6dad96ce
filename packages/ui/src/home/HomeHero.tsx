import { Trans, useLingui } from "@lingui/react/macro";
import { useBrand } from "../brand/BrandProvider";
import { ButtonLink } from "../primitives/ButtonLink";
import { PhoneIllustration } from "./PhoneIllustration";
import styles from "./HomeHero.module.css";

export function HomeHero({ ctaHref = "/register" }: { ctaHref?: string }) {
  const { t } = useLingui();
  const { name: brandName } = useBrand();

  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={`gw-container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>
            <Trans>Physical gold and silver, made simple</Trans>
          </p>
          <h1 id="home-hero-title" className={styles.title}>
            <Trans>Own real gold and silver, one gram at a time</Trans>
          </h1>
          <p className={styles.subtitle}>
            <Trans>
              {brandName} lets you buy, store, transfer and redeem physical bullion from accredited
              refiners. Your metal is held in insured vaults, and storage costs you nothing.
            </Trans>
          </p>
          <div className={styles.actions}>
            <ButtonLink href={ctaHref} size="lg">
              <Trans>Create your free account</Trans>
            </ButtonLink>
            <ButtonLink href="/live-pricing" variant="onBand" size="lg">
              <Trans>See live prices</Trans>
            </ButtonLink>
          </div>
          <ul className={styles.points} aria-label={t`Why customers trust us`}>
            <li>
              <Trans>Insured storage at no cost</Trans>
            </li>
            <li>
              <Trans>LBMA-accredited refiners</Trans>
            </li>
            <li>
              <Trans>Enrolled with AUSTRAC</Trans>
            </li>
          </ul>
        </div>
        <PhoneIllustration className={styles.phone} />
      </div>
    </section>
  );
}
