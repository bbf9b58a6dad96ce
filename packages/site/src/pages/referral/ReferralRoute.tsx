import { referralCodeFromPath, useVerifyReferral } from "@gw/forms";
import { useLocation } from "@tanstack/react-router";
import { ReferralPageView } from "./ReferralPageView";

export function ReferralRoute() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const verify = useVerifyReferral();
  return <ReferralPageView verify={verify} initialCode={referralCodeFromPath(pathname)} />;
}
