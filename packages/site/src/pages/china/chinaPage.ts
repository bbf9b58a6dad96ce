import { t } from "@lingui/core/macro";
import { pageHead } from "../../pageHead/pageHead";
import { lazyPage } from "../../app/lazyPage";
import { pageCatalogs } from "../../app/siteCatalogs";

/** The gold-to-China landing page: `/cny` on main and VIP, `/` and every path on the cny host. */
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
  component: lazyPage(() => import("./ChinaRoute"), "ChinaRoute", [
    pageCatalogs.sitePages,
    pageCatalogs.pricing,
    pageCatalogs.forms,
  ]),
};
