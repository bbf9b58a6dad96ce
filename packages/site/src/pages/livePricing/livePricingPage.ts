import { t } from "@lingui/core/macro";
import { lazyRouteComponent } from "@tanstack/react-router";
import { pageHead } from "../../app/pageHead";
import { pageCatalogs } from "../../app/siteCatalogs";
import { withCatalogs } from "../../app/withCatalogs";

/** Live gold and silver prices: `/live-pricing` on the main and VIP sites. */
export const livePricingPage = {
  head: pageHead(({ name: brandName }) => ({
    title: t`Live Precious Metal Prices`,
    description: t`Live gold and silver prices in Australian dollars per troy ounce, with the fees you pay to buy, store and send bullion with ${brandName}.`,
  })),
  component: lazyRouteComponent(
    () => withCatalogs(import("./LivePricingRoute"), [pageCatalogs.pricing]),
    "LivePricingRoute",
  ),
};
