import { normalizeReferralCode } from "@gw/forms";
import { t } from "@lingui/core/macro";
import { pageHead } from "../../pageHead/pageHead";
import { lazyPage } from "../../app/lazyPage";
import { pageCatalogs } from "../../app/siteCatalogs";

export interface RegisterSearch {
  /** A referral code carried in the link (`?referral=`), passed on to sign-up. */
  referral?: string;
}

/** The register page: `/register` on every host family. */
export const registerPage = {
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
  component: lazyPage(() => import("./RegisterRoute"), "RegisterRoute", [
    pageCatalogs.sitePages,
    pageCatalogs.forms,
  ]),
};
