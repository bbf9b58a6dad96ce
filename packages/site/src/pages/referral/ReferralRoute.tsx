import { referralCodeFromPath, useVerifyReferral } from "@gw/forms";
import { getRouteApi } from "@tanstack/react-router";
import { ReferralPageView } from "./ReferralPageView";

const referralPathRoute = getRouteApi("/referral/$");
const shortLinkRoute = getRouteApi("/$");

/**
 * The code comes from the path the route matched (its splat), so an address prefix such as a
 * language never reads as a code. `/referral/a/CODE` keeps its last segment; a deeper unknown path
 * such as `/a/b` carries none.
 */
function ReferralRoute({ matchedPath }: { matchedPath: string }) {
  const verify = useVerifyReferral();
  return <ReferralPageView verify={verify} initialCode={referralCodeFromPath(matchedPath)} />;
}

/** `/referral/{code}`. */
export function ReferralCodeRoute() {
  const splat = referralPathRoute.useParams({ select: (params) => params._splat ?? "" });
  return <ReferralRoute matchedPath={`/referral/${splat}`} />;
}

/** `/{code}` on the register host: a short referral link. */
export function ShortLinkRoute() {
  const splat = shortLinkRoute.useParams({ select: (params) => params._splat ?? "" });
  return <ReferralRoute matchedPath={`/${splat}`} />;
}

/** `/` on the register host: the page with an empty code. */
export function ReferralHomeRoute() {
  return <ReferralRoute matchedPath="/" />;
}
