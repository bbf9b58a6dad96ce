import { ChinaTimeline, ComparisonCalculator, LiveShanghaiReference } from "@gw/pricing";
import { PartBoundary, SiteLayout } from "@gw/ui";
import { ChinaHero } from "./ChinaHero";
import { ChinaPaymentOptions } from "./ChinaPaymentOptions";
import { ChinaPreregistration, PREREGISTRATION_SECTION_ID } from "./ChinaPreregistration";

/** The gold-to-China landing page's content (its routes: ChinaRoute, routes/china). */
export function ChinaPageView() {
  return (
    <SiteLayout showNav={false}>
      <PartBoundary part="china.hero">
        <ChinaHero preregisterSectionId={PREREGISTRATION_SECTION_ID} />
      </PartBoundary>
      <PartBoundary part="china.paymentOptions">
        <ChinaPaymentOptions />
      </PartBoundary>
      <PartBoundary part="china.timeline">
        <ChinaTimeline />
      </PartBoundary>
      <div className="gw-container">
        <PartBoundary part="china.shanghaiReference">
          <LiveShanghaiReference always />
        </PartBoundary>
      </div>
      <PartBoundary part="china.comparison">
        <ComparisonCalculator />
      </PartBoundary>
      <PartBoundary part="china.preregistration">
        <ChinaPreregistration />
      </PartBoundary>
    </SiteLayout>
  );
}
