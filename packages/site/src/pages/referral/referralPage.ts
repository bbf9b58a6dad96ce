import { t } from "@lingui/core/macro";
import { lazyRouteComponent } from "@tanstack/react-router";
import { pageHead } from "../../app/pageHead";
import { pageCatalogs } from "../../app/siteCatalogs";
import { withCatalogs } from "../../app/withCatalogs";

/** The referral page: `/referral/{code}`, and `/` and unknown paths on the register host. */
export const referralPage = {
  head: pageHead((brand) => {
    const brandName = brand.name;
    return {
      title: t`Complete Your Registration`,
      description: t`Confirm your referral code and open your ${brandName} account for physical gold and silver.`,
    };
  }),
  component: lazyRouteComponent(
    () => withCatalogs(import("./ReferralRoute"), [pageCatalogs.forms]),
    "ReferralRoute",
  ),
};
