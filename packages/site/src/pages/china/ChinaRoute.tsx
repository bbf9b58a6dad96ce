import { ChinaTimeline, ComparisonCalculator } from "@gw/pricing";
import { SiteLayout } from "@gw/ui";
import { ChinaHero } from "./ChinaHero";
import { ChinaPreregistration, PREREGISTRATION_SECTION_ID } from "./ChinaPreregistration";

export function ChinaRoute() {
  return (
    <SiteLayout showNav={false}>
      <ChinaHero preregisterSectionId={PREREGISTRATION_SECTION_ID} />
      <ChinaTimeline />
      <ComparisonCalculator />
      <ChinaPreregistration />
    </SiteLayout>
  );
}
