import { t } from "@lingui/core/macro";
import { pageCatalogsLoader } from "../../app/pageCatalogsLoader";
import { pageCatalogs } from "../../app/siteCatalogs";
import { pageHead } from "../../pageHead/pageHead";

/**
 * The China landing page's route options but its component, for the two trees that show it: main's
 * `/cny` (ChinaRoute) and the China host's `/` and every other path (routes/china). Each route file
 * names the component itself, so the router plugin splits it off in both; and neither host's
 * program needs the other's route paths to type-check.
 */
export const chinaPage = {
  // The spec's analytics tag Flow=CNY rides on the page view (and the page's other events).
  // The host writes the Shanghai reference beside our CNY price into it.
  staticData: {
    pageView: { page: "CNY", Flow: "CNY" },
    islands: ["chinaShanghaiReference"] as const,
  },
  head: pageHead(({ brand: { name: brandName } }) => ({
    title: t`Send gold to China`,
    description: t`Buy gold in Australia, transfer it to family in China and have it paid out in CNY. Compare what arrives with ${brandName} against banks and remittance services, and preregister for a launch discount.`,
    // A link preview image of its own, with the page's title on it.
    preview: "china",
  })),
  loader: pageCatalogsLoader(pageCatalogs.sitePages, pageCatalogs.pricing, pageCatalogs.forms),
};
