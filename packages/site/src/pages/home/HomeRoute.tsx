import { HomeStripIsland } from "@gw/pricing/home-strip";
import { SiteLayout } from "@gw/ui";
// Its own entry: the home page links to documents only the main site has (see apps/*/src/app.ts).
import { HomePage } from "@gw/ui/home";
import { t } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../../pageHead/pageHead";
import { organizationData } from "../../pageHead/structuredData";

/** The home page: `/` and the fallback (routes/main/fallback) on the main and VIP sites. */
export const Route = createFileRoute("/")({
  // The host writes today's prices into its price strip.
  staticData: { pageView: { page: "Home" }, islands: ["homeStrip"] as const },
  head: pageHead(({ brand, host }) => ({
    title: t`Buy, store and send physical gold and silver`,
    description: t`Buy, store, transfer and redeem physical gold and silver with ${brand.name}. Pool-allocated bullion from accredited refiners, insured storage at no cost, and transfers in moments.`,
    // What a search engine shows beside the company's name.
    structuredData: [organizationData(brand, host)],
  })),
  component: HomeRoute,
});

function HomeRoute() {
  return (
    <SiteLayout>
      <HomePage PriceStrip={HomeStripIsland} />
    </SiteLayout>
  );
}
