import { referralCodeFromPath, useVerifyReferral } from "@gw/forms";
import { ReferralPageView } from "./ReferralPageView";

/**
 * The referral page for the path a route matched (its splat), so an address prefix such as a
 * language never reads as a code. `/referral/a/CODE` keeps its last segment; a deeper unknown path
 * such as `/a/b` carries none.
 */
export function ReferralCodePage({ matchedPath }: { matchedPath: string }) {
  const verify = useVerifyReferral();
  return <ReferralPageView verify={verify} initialCode={referralCodeFromPath(matchedPath)} />;
}
