import {
  LivePriceChart,
  LiveShanghaiReference,
  LiveSpotPrices,
  ValueAtBuyPrice,
  WeightConverter,
} from "@gw/pricing";
import { PartBoundary, SiteLayout, SiteLink } from "@gw/ui";
import { Trans } from "@lingui/react/macro";
import { PriceAlertSection } from "./PriceAlertSection";
import { PricingHighlights } from "./PricingHighlights";
import { ReadyToStart } from "./ReadyToStart";
import styles from "./LivePricingRoute.module.css";

/** The live pricing page's content (its route: LivePricingRoute). */
export function LivePricingPageView({
  chartAllowed,
}: {
  /** Whether TradingView's chart may load; the visitor's cookie choice unless given (stories). */
  chartAllowed?: boolean;
}) {
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
        <PartBoundary part="livePricing.spotPrices">
          <LiveSpotPrices />
        </PartBoundary>
        <PartBoundary part="livePricing.shanghaiReference">
          <LiveShanghaiReference />
        </PartBoundary>
        <PartBoundary part="livePricing.chart">
          <LivePriceChart chartAllowed={chartAllowed} />
        </PartBoundary>
        <PartBoundary part="livePricing.weightConverter">
          <WeightConverter />
        </PartBoundary>
        <PartBoundary part="livePricing.valueAtBuyPrice">
          <ValueAtBuyPrice />
        </PartBoundary>
        <p className={styles.calculators}>
          <Trans>
            What would buying every month have given, what are your holdings worth, and what is the
            gold/silver ratio? <SiteLink href="/calculators">Open the calculators</SiteLink>
          </Trans>
        </p>
      </section>
      <PartBoundary part="livePricing.priceAlert">
        <PriceAlertSection />
      </PartBoundary>
      <PartBoundary part="livePricing.highlights">
        <PricingHighlights />
      </PartBoundary>
      <PartBoundary part="livePricing.readyToStart">
        <ReadyToStart />
      </PartBoundary>
    </SiteLayout>
  );
}
