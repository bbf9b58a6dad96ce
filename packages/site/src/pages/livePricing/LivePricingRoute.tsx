import { LivePriceChart, LiveSpotPrices, ValueAtBuyPrice, WeightConverter } from "@gw/pricing";
import { SiteLayout, SiteLink } from "@gw/ui";
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { pageCatalogsLoader } from "../../app/pageCatalogsLoader";
import { pageCatalogs } from "../../app/siteCatalogs";
import { pageHead } from "../../pageHead/pageHead";
import { PriceAlertSection } from "./PriceAlertSection";
import { PricingHighlights } from "./PricingHighlights";
import { ReadyToStart } from "./ReadyToStart";
import styles from "./LivePricingRoute.module.css";

/** Live gold and silver prices: `/live-pricing` on the main and VIP sites. */
export const Route = createFileRoute("/live-pricing")({
  // The host writes today's prices into its spot prices panel.
  staticData: { pageView: { page: "Live pricing" }, islands: ["spotPanel"] as const },
  head: pageHead(({ brand: { name: brandName } }) => ({
    title: t`Live Precious Metal Prices`,
    description: t`Live gold and silver prices in Australian dollars per troy ounce, with the fees you pay to buy, store and send bullion with ${brandName}.`,
  })),
  loader: pageCatalogsLoader(pageCatalogs.sitePages, pageCatalogs.pricing, pageCatalogs.forms),
  component: LivePricingRoute,
});

function LivePricingRoute() {
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
        <LiveSpotPrices />
        <LivePriceChart />
        <WeightConverter />
        <ValueAtBuyPrice />
      </section>
      <PriceAlertSection />
      <PricingHighlights />
      <ReadyToStart />
    </SiteLayout>
  );
}
