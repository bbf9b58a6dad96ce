import { ChinaShanghaiReferenceIsland, ChinaTimeline, ComparisonCalculator } from "@gw/pricing";
import { SiteLayout } from "@gw/ui";
import { ChinaHero } from "./ChinaHero";
import { ChinaPaymentOptions } from "./ChinaPaymentOptions";
import { ChinaPreregistration, PREREGISTRATION_SECTION_ID } from "./ChinaPreregistration";

/** The gold-to-China landing page's content (its routes: ChinaRoute, routes/china). */
export function ChinaPageView() {
  return (
    <SiteLayout showNav={false}>
      <ChinaHero preregisterSectionId={PREREGISTRATION_SECTION_ID} />
      <ChinaPaymentOptions />
      <ChinaTimeline />
      <div className="gw-container">
        <ChinaShanghaiReferenceIsland />
      </div>
      <ComparisonCalculator />
      <ChinaPreregistration />
    </SiteLayout>
  );
}
