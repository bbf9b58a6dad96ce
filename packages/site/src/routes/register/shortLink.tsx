import { createFileRoute } from "@tanstack/react-router";
import { samePage } from "../../app/samePage";
import { Route as ReferralRoute } from "../../pages/referral/ReferralRoute";
import { ReferralCodePage } from "../../pages/referral/ReferralCodePage";

/** `/{code}` on the register host: a short referral link, shown as the referral page. */
export const Route = createFileRoute("/_register/$")({
  ...samePage(ReferralRoute),
  component: ShortLink,
});

function ShortLink() {
  const splat = Route.useParams({ select: (params) => params._splat ?? "" });
  return <ReferralCodePage matchedPath={`/${splat}`} />;
}
