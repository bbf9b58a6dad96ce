import { t } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { pageCatalogsLoader } from "../../app/pageCatalogsLoader";
import { pageCatalogs } from "../../app/siteCatalogs";
import { pageHead } from "../../pageHead/pageHead";
import { CalculatorsPageView } from "./CalculatorsPageView";

/** Gold and silver calculators: `/calculators` on the main and VIP sites. */
export const Route = createFileRoute("/calculators")({
  // The host writes the value of the default holding at today's sell price.
  staticData: { pageView: { page: "Calculators" }, islands: ["holdingsValue"] as const },
  head: pageHead(() => ({
    title: t`Gold and Silver Calculators`,
    description: t`What buying gold or silver every month would be worth today, what your holdings are worth at today's sell price, and the gold/silver ratio, in Australian dollars, US dollars or Chinese yuan.`,
  })),
  loader: pageCatalogsLoader(pageCatalogs.sitePages, pageCatalogs.pricing),
  component: CalculatorsPageView,
});
