import { t } from "@lingui/core/macro";
import { pageHead } from "../../app/pageHead";
import { lazyPage } from "../../app/lazyPage";
import { pageCatalogs } from "../../app/siteCatalogs";

/** The referral page: `/referral/{code}`, and `/` and unknown paths on the register host. */
export const referralPage = {
  staticData: { pageView: { page: "Referral" } },
  head: pageHead((brand) => {
    const brandName = brand.name;
    return {
      title: t`Complete Your Registration`,
      description: t`Confirm your referral code and open your ${brandName} account for physical gold and silver.`,
    };
  }),
  component: lazyPage(() => import("./ReferralRoute"), "ReferralRoute", [
    pageCatalogs.sitePages,
    pageCatalogs.forms,
  ]),
};
