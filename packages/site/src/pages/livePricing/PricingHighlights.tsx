import { useLocale } from "@gw/i18n";
import { joinSentences } from "@gw/i18n/locales";
import { priceWording } from "@gw/pricing";
import { SiteLink } from "@gw/ui";
import { Trans, useLingui } from "@lingui/react/macro";
import styles from "./PricingHighlights.module.css";

/** Why the prices can be trusted: three cards under the chart. */
export function PricingHighlights() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  return (
    <section className="gw-container gw-below-fold" aria-label={t`Why buy with us`}>
      <ul className={styles.grid}>
        <li className={styles.card}>
          <h2 className={styles.title}>
            <Trans>Real-time prices</Trans>
          </h2>
          <p>
            {joinSentences(locale, [
              i18n._(priceWording.indicative),
              t`They update around the clock on trading days.`,
              i18n._(priceWording.confirmed),
            ])}
          </p>
        </li>
        <li className={styles.card}>
          <h2 className={styles.title}>
            <Trans>Transparent fees</Trans>
          </h2>
          <p>
            <Trans>No hidden spreads and no storage fees. Every charge is published.</Trans>
          </p>
          <SiteLink href="/docs/fees" className={styles.link}>
            <Trans>See all fees</Trans>
          </SiteLink>
        </li>
        <li className={styles.card}>
          <h2 className={styles.title}>
            <Trans>Global access</Trans>
          </h2>
          <p>
            <Trans>
              Pay in AUD, EUR, USD, GBP, NZD, CAD, SGD or TRY, and send gold to family and friends
              abroad in moments.
            </Trans>
          </p>
        </li>
      </ul>
    </section>
  );
}
