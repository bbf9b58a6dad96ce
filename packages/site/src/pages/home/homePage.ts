import { t } from "@lingui/core/macro";
import { pageHead } from "../../pageHead/pageHead";
import { lazyPage } from "../../app/lazyPage";
import { organizationData } from "../../pageHead/structuredData";

/** The home page: `/` and the fallback on the main and VIP sites. */
export const homePage = {
  // The host writes today's prices into its price strip.
  staticData: { pageView: { page: "Home" }, islands: ["homeStrip"] as const },
  head: pageHead(({ brand, host }) => ({
    title: t`Buy, store and send physical gold and silver`,
    description: t`Buy, store, transfer and redeem physical gold and silver with ${brand.name}. Pool-allocated bullion from accredited refiners, insured storage at no cost, and transfers in moments.`,
    // What a search engine shows beside the company's name.
    structuredData: [organizationData(brand, host)],
  })),
  component: lazyPage(() => import("./HomeRoute"), "HomeRoute"),
};
