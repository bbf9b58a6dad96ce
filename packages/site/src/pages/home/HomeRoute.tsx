import { HomePriceStrip } from "@gw/pricing/home-strip";
import { SiteLayout } from "@gw/ui";
// Its own entry: the home page links to documents only the main site has (see apps/*/src/app.ts).
import { HomePage } from "@gw/ui/home";

export function HomeRoute() {
  return (
    <SiteLayout>
      <HomePage PriceStrip={HomePriceStrip} />
    </SiteLayout>
  );
}
