import { t } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { pageCatalogsLoader } from "../../app/pageCatalogsLoader";
import { pageCatalogs } from "../../app/siteCatalogs";
import { pageHead } from "../../pageHead/pageHead";
import { ReferralCodePage } from "./ReferralCodePage";

/**
 * The referral page: `/referral/{code}` on every host family; the register host also shows it on
 * `/` and reads any other path as a short link (routes/register).
 */
export const Route = createFileRoute("/referral/$")({
  staticData: { pageView: { page: "Referral" } },
  head: pageHead(({ brand }) => {
    const brandName = brand.name;
    return {
      title: t`Complete Your Registration`,
      description: t`Confirm your referral code and open your ${brandName} account for physical gold and silver.`,
    };
  }),
  loader: pageCatalogsLoader(pageCatalogs.sitePages, pageCatalogs.forms),
  component: ReferralRoute,
});

function ReferralRoute() {
  const splat = Route.useParams({ select: (params) => params._splat ?? "" });
  return <ReferralCodePage matchedPath={`/referral/${splat}`} />;
}
