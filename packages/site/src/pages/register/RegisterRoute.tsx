import { normalizeReferralCode } from "@gw/forms";
import { t } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { pageCatalogsLoader } from "../../app/pageCatalogsLoader";
import { pageCatalogs } from "../../app/siteCatalogs";
import { pageHead } from "../../pageHead/pageHead";
import { RegisterPageView } from "./RegisterPageView";

interface RegisterSearch {
  /** A referral code carried in the link (`?referral=`), passed on to sign-up. */
  referral?: string;
}

/** The register page: `/register` on every host family. */
export const Route = createFileRoute("/register")({
  staticData: { pageView: { page: "Register" } },
  head: pageHead(({ brand }) => {
    const brandName = brand.name;
    return {
      title: t`Register`,
      description: t`Open a free ${brandName} account: insured storage of physical gold and silver, instant transfers, and selling whenever you like.`,
    };
  }),
  validateSearch: (search: Record<string, unknown>): RegisterSearch => {
    const referral =
      typeof search.referral === "string" ? normalizeReferralCode(search.referral) : "";
    return referral ? { referral } : {};
  },
  loader: pageCatalogsLoader(pageCatalogs.sitePages, pageCatalogs.forms),
  component: RegisterRoute,
});

function RegisterRoute() {
  const { referral } = Route.useSearch();
  return <RegisterPageView referralCode={referral} />;
}
