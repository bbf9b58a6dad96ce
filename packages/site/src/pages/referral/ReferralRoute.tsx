import { referralCodeFromPath, useVerifyReferral } from "@gw/forms";
import { useMatch, useParams } from "@tanstack/react-router";
import { ReferralPageView } from "./ReferralPageView";

/**
 * `/referral/{code}`, and on the register host `/` and every other path (`/{code}` short links).
 * The code comes from the path the route matched (its splat: the code for `referral/$`, the whole
 * path for the fallback `$`), so an address prefix such as a language never reads as a code.
 * `/referral/a/CODE` keeps its last segment; a deeper unknown path such as `/a/b` carries none.
 */
export function ReferralRoute() {
  const splat = useParams({ strict: false, select: (params) => params._splat });
  const viaReferralPath = useMatch({
    strict: false,
    select: (match) => String(match.routeId as unknown).endsWith("/referral/$"),
  });
  const matchedPath = viaReferralPath ? `/referral/${splat ?? ""}` : `/${splat ?? ""}`;
  const verify = useVerifyReferral();
  return <ReferralPageView verify={verify} initialCode={referralCodeFromPath(matchedPath)} />;
}
