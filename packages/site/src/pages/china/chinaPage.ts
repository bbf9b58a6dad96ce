import { t } from "@lingui/core/macro";
import { lazyRouteComponent } from "@tanstack/react-router";
import { pageHead } from "../../app/pageHead";
import { pageCatalogs } from "../../app/siteCatalogs";
import { withCatalogs } from "../../app/withCatalogs";

/** The gold-to-China landing page: `/cny` on main and VIP, `/` and every path on the cny host. */
export const chinaPage = {
  head: pageHead(({ name: brandName }) => ({
    title: t`Send gold to China`,
    description: t`Buy gold in Australia, transfer it to family in China and have it paid out in CNY. Compare what arrives with ${brandName} against banks and remittance services, and preregister for a launch discount.`,
  })),
  component: lazyRouteComponent(
    () => withCatalogs(import("./ChinaRoute"), [pageCatalogs.forms, pageCatalogs.pricing]),
    "ChinaRoute",
  ),
};
