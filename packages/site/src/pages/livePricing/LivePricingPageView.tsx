import {
  LivePriceChart,
  ShanghaiReferenceIsland,
  SpotPanelIsland,
  ValueAtBuyPrice,
  WeightConverter,
} from "@gw/pricing";
import { SiteLayout, SiteLink } from "@gw/ui";
import { Trans } from "@lingui/react/macro";
import { PriceAlertSection } from "./PriceAlertSection";
import { PricingHighlights } from "./PricingHighlights";
import { ReadyToStart } from "./ReadyToStart";
import styles from "./LivePricingRoute.module.css";

/** The live pricing page's content (its route: LivePricingRoute). */
export function LivePricingPageView() {
  return (
    <SiteLayout>
      <section className={`gw-container ${styles.intro}`} aria-labelledby="live-pricing-title">
        <h1 id="live-pricing-title" className={styles.title}>
          <Trans>Live Precious Metal Prices</Trans>
        </h1>
        <p className={styles.subtitle}>
          <Trans>
            Follow our indicative prices for gold and silver in Australian dollars, US dollars or
            Chinese yuan. Every fee is set out in our{" "}
            <SiteLink href="/docs/fees">fee schedule</SiteLink>.
          </Trans>
        </p>
        <SpotPanelIsland />
        <ShanghaiReferenceIsland />
        <LivePriceChart />
        <WeightConverter />
        <ValueAtBuyPrice />
        <p className={styles.calculators}>
          <Trans>
            What would buying every month have given, what are your holdings worth, and what is the
            gold/silver ratio? <SiteLink href="/calculators">Open the calculators</SiteLink>
          </Trans>
        </p>
      </section>
      <PriceAlertSection />
      <PricingHighlights />
      <ReadyToStart />
    </SiteLayout>
  );
}
