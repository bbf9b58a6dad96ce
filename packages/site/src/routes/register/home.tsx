import { createFileRoute } from "@tanstack/react-router";
import { samePage } from "../../app/samePage";
import { Route as ReferralRoute } from "../../pages/referral/ReferralRoute";
import { ReferralCodePage } from "../../pages/referral/ReferralCodePage";

/** The register host opens on the referral page, with an empty code. */
export const Route = createFileRoute("/_register/")({
  ...samePage(ReferralRoute),
  component: ReferralHome,
});

function ReferralHome() {
  return <ReferralCodePage matchedPath="/" />;
}
