import { t } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { pageCatalogsLoader } from "../../app/pageCatalogsLoader";
import { pageCatalogs } from "../../app/siteCatalogs";
import { pageHead } from "../../pageHead/pageHead";
import { LivePricingPageView } from "./LivePricingPageView";

/** Live gold and silver prices: `/live-pricing` on the main and VIP sites. */
export const Route = createFileRoute("/live-pricing")({
  // The host writes today's prices into its spot prices panel and the Shanghai reference.
  staticData: {
    pageView: { page: "Live pricing" },
    islands: ["spotPanel", "shanghaiReference"] as const,
  },
  head: pageHead(({ brand: { name: brandName } }) => ({
    title: t`Live Precious Metal Prices`,
    description: t`Live gold and silver prices in Australian dollars per troy ounce, with the fees you pay to buy, store and send bullion with ${brandName}.`,
  })),
  loader: pageCatalogsLoader(pageCatalogs.sitePages, pageCatalogs.pricing, pageCatalogs.forms),
  component: LivePricingPageView,
});
