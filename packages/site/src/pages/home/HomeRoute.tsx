import { HomePriceStrip } from "@gw/pricing/home-strip";
import { HomePage, SiteLayout } from "@gw/ui";

export function HomeRoute() {
  return (
    <SiteLayout>
      <HomePage PriceStrip={HomePriceStrip} />
    </SiteLayout>
  );
}
