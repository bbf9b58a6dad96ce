import { t } from "@lingui/core/macro";
import { pageHead } from "../../app/pageHead";
import { lazyPage } from "../../app/lazyPage";
import { pageCatalogs } from "../../app/siteCatalogs";

/** The gold-to-China landing page: `/cny` on main and VIP, `/` and every path on the cny host. */
export const chinaPage = {
  // The spec's analytics tag Flow=CNY rides on the page view (and the page's other events); the
  // prerenderer gives this page a link preview image of its own.
  staticData: { pageView: { page: "CNY", Flow: "CNY" }, china: true },
  head: pageHead(({ name: brandName }) => ({
    title: t`Send gold to China`,
    description: t`Buy gold in Australia, transfer it to family in China and have it paid out in CNY. Compare what arrives with ${brandName} against banks and remittance services, and preregister for a launch discount.`,
  })),
  component: lazyPage(() => import("./ChinaRoute"), "ChinaRoute", [
    pageCatalogs.sitePages,
    pageCatalogs.pricing,
    pageCatalogs.forms,
  ]),
};
