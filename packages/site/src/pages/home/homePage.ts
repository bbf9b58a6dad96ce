import { t } from "@lingui/core/macro";
import { pageHead } from "../../app/pageHead";
import { lazyPage } from "../../app/lazyPage";

/** The home page: `/` and the fallback on the main and VIP sites. */
export const homePage = {
  // The prerenderer describes the company on this page (schema.org Organization).
  // Its price strip's figures are asked for by the head (spotPrices).
  staticData: { pageView: { page: "Home" }, organization: true, spotPrices: true },
  head: pageHead((brand) => ({
    title: t`Buy, store and send physical gold and silver`,
    description: t`Buy, store, transfer and redeem physical gold and silver with ${brand.name}. Pool-allocated bullion from accredited refiners, insured storage at no cost, and transfers in moments.`,
  })),
  component: lazyPage(() => import("./HomeRoute"), "HomeRoute"),
};
