import { t } from "@lingui/core/macro";
import { pageHead } from "../../pageHead/pageHead";
import { lazyPage } from "../../app/lazyPage";
import { pageCatalogs } from "../../app/siteCatalogs";

/** Gold and silver calculators: `/calculators` on the main and VIP sites. */
export const calculatorsPage = {
  staticData: { pageView: { page: "Calculators" } },
  head: pageHead(() => ({
    title: t`Gold and Silver Calculators`,
    description: t`What buying gold or silver every month would be worth today, what your holdings are worth at today's sell price, and the gold/silver ratio, in Australian dollars, US dollars or Chinese yuan.`,
  })),
  component: lazyPage(() => import("./CalculatorsRoute"), "CalculatorsRoute", [
    pageCatalogs.sitePages,
    pageCatalogs.pricing,
  ]),
};
