import { ChinaTimeline, ComparisonCalculator } from "@gw/pricing";
import { SiteLayout } from "@gw/ui";
import { ChinaHero } from "./ChinaHero";
import { ChinaPaymentOptions } from "./ChinaPaymentOptions";
import { ChinaPreregistration, PREREGISTRATION_SECTION_ID } from "./ChinaPreregistration";

export function ChinaRoute() {
  return (
    <SiteLayout showNav={false}>
      <ChinaHero preregisterSectionId={PREREGISTRATION_SECTION_ID} />
      <ChinaPaymentOptions />
      <ChinaTimeline />
      <ComparisonCalculator />
      <ChinaPreregistration />
    </SiteLayout>
  );
}
