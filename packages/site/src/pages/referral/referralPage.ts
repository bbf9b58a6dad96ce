import { t } from "@lingui/core/macro";
import { pageHead } from "../../pageHead/pageHead";
import { lazyPage } from "../../app/lazyPage";
import { pageCatalogs } from "../../app/siteCatalogs";

type ReferralComponent = "ReferralCodeRoute" | "ShortLinkRoute" | "ReferralHomeRoute";

/** The referral page's options, drawn by the component that reads the code its route matched. */
function referralPageWith(component: ReferralComponent) {
  return {
    staticData: { pageView: { page: "Referral" } },
    head: pageHead(({ brand }) => {
      const brandName = brand.name;
      return {
        title: t`Complete Your Registration`,
        description: t`Confirm your referral code and open your ${brandName} account for physical gold and silver.`,
      };
    }),
    component: lazyPage(() => import("./ReferralRoute"), component, [
      pageCatalogs.sitePages,
      pageCatalogs.forms,
    ]),
  };
}

/** `/referral/{code}` on every host family. */
export const referralPage = referralPageWith("ReferralCodeRoute");

/** `/{code}` on the register host. */
export const shortLinkPage = referralPageWith("ShortLinkRoute");

/** `/` on the register host. */
export const referralHomePage = referralPageWith("ReferralHomeRoute");
