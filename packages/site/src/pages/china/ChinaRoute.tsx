import { track } from "@gw/consent";
import { ChinaTimeline, ComparisonCalculator } from "@gw/pricing";
import { SiteLayout } from "@gw/ui";
import { useEffect } from "react";
import { ChinaHero } from "./ChinaHero";
import { ChinaPreregistration, PREREGISTRATION_SECTION_ID } from "./ChinaPreregistration";

export function ChinaRoute() {
  // The page view carries the spec's analytics tag Flow=CNY.
  useEffect(() => track("PageView", { page: "CNY", Flow: "CNY" }), []);
  return (
    <SiteLayout showNav={false}>
      <ChinaHero preregisterSectionId={PREREGISTRATION_SECTION_ID} />
      <ChinaTimeline />
      <ComparisonCalculator />
      <ChinaPreregistration />
    </SiteLayout>
  );
}
