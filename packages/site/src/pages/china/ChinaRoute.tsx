import { ChinaTimeline, ComparisonCalculator, LiveShanghaiReference } from "@gw/pricing";
import { SiteLayout } from "@gw/ui";
import { t } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { pageCatalogsLoader } from "../../app/pageCatalogsLoader";
import { pageCatalogs } from "../../app/siteCatalogs";
import { pageHead } from "../../pageHead/pageHead";
import { ChinaHero } from "./ChinaHero";
import { ChinaPaymentOptions } from "./ChinaPaymentOptions";
import { ChinaPreregistration, PREREGISTRATION_SECTION_ID } from "./ChinaPreregistration";

/**
 * The gold-to-China landing page: `/cny` on main and VIP; on the cny host, `/` and every path
 * (routes/china).
 */
export const Route = createFileRoute("/cny")({
  // The spec's analytics tag Flow=CNY rides on the page view (and the page's other events).
  // The host writes the Shanghai reference beside our CNY price into it.
  staticData: {
    pageView: { page: "CNY", Flow: "CNY" },
    islands: ["chinaShanghaiReference"] as const,
  },
  head: pageHead(({ brand: { name: brandName } }) => ({
    title: t`Send gold to China`,
    description: t`Buy gold in Australia, transfer it to family in China and have it paid out in CNY. Compare what arrives with ${brandName} against banks and remittance services, and preregister for a launch discount.`,
    // A link preview image of its own, with the page's title on it.
    preview: "china",
  })),
  loader: pageCatalogsLoader(pageCatalogs.sitePages, pageCatalogs.pricing, pageCatalogs.forms),
  component: ChinaRoute,
});

function ChinaRoute() {
  return (
    <SiteLayout showNav={false}>
      <ChinaHero preregisterSectionId={PREREGISTRATION_SECTION_ID} />
      <ChinaPaymentOptions />
      <ChinaTimeline />
      <div className="gw-container">
        <LiveShanghaiReference always />
      </div>
      <ComparisonCalculator />
      <ChinaPreregistration />
    </SiteLayout>
  );
}
