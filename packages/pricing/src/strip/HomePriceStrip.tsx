import { useLocale } from "@gw/i18n";
import { SiteLink, type PriceStripLabels } from "@gw/ui";
import { useMemo } from "react";
import { useLiveSpotPrices } from "../spot/useLiveSpotPrices";
import { spotView } from "../spot/spotView";
import { HomePriceStripFigures, type StripShown } from "./HomePriceStripFigures";
import styles from "./HomePriceStrip.module.css";

/**
 * The home page's price strip: today's gold and silver buy prices per ounce and per gram, their
 * change and time, linking to the live prices. It hydrates the figures the host wrote (the island,
 * `HomePriceStripFigures`) from the page spot answer, and from then on follows the same query as
 * the live panel: refreshed while the tab is visible, `Delayed` when the service says its quote
 * is late, unavailable when it has none fit to show. A refresh that fails keeps the last prices,
 * with their own time.
 */
export function HomePriceStrip({ labels }: { labels: PriceStripLabels }) {
  const { prices, failure } = useLiveSpotPrices();
  const locale = useLocale();
  const shown: StripShown = useMemo(() => {
    if (prices) return { view: spotView(prices, locale) };
    return failure === "unavailable" ? "unavailable" : "loading";
  }, [prices, failure, locale]);
  return (
    <SiteLink href="/live-pricing" className={styles.strip}>
      <HomePriceStripFigures labels={labels} shown={shown} />
    </SiteLink>
  );
}
