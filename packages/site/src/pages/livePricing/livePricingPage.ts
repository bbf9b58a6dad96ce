import { t } from "@lingui/core/macro";
import { pageHead } from "../../pageHead/pageHead";
import { lazyPage } from "../../app/lazyPage";
import { pageCatalogs } from "../../app/siteCatalogs";

/** Live gold and silver prices: `/live-pricing` on the main and VIP sites. */
export const livePricingPage = {
  // The host writes today's prices into its spot prices panel and the Shanghai reference.
  staticData: {
    pageView: { page: "Live pricing" },
    islands: ["spotPanel", "shanghaiReference"] as const,
  },
  head: pageHead(({ brand: { name: brandName } }) => ({
    title: t`Live Precious Metal Prices`,
    description: t`Live gold and silver prices in Australian dollars per troy ounce, with the fees you pay to buy, store and send bullion with ${brandName}.`,
  })),
  component: lazyPage(() => import("./LivePricingRoute"), "LivePricingRoute", [
    pageCatalogs.sitePages,
    pageCatalogs.pricing,
    pageCatalogs.forms,
  ]),
};
