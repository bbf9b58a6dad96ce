import { usePageCurrency } from "@gw/api-client/page-answers";
import { spotRefreshDelayMs, usePageSpotPrices } from "@gw/api-client/prices";
import { SiteLink, type PriceStripLabels } from "@gw/ui";
import { useEffect, useState, type ComponentType } from "react";
import type { IslandRoot } from "../islandRoot";
import { useSpotCurrency } from "../spotCurrency";
import { useHydrated } from "../useHydrated";
import { HomePriceStripView } from "./HomePriceStripView";
import styles from "./HomePriceStrip.module.css";

type LiveStrip = ComponentType<{ labels: PriceStripLabels; island?: IslandRoot }>;

/**
 * The home page's price strip: today's gold and silver buy prices per ounce and per gram, their
 * change and time, linking to the live prices. It hydrates the figures the host wrote (the island,
 * `HomePriceStripFigures`) from the page answers, in the currency the host wrote them in.
 * When its spot answer is due again (or at once where there is none in the visitor's currency: a
 * page as built, or after a client navigation) it follows the live panel's query
 * (`HomePriceStripLive`), loaded only then: the home page's first visit carries no query
 * observer and no schema library for a strip that has nothing to ask yet.
 */
export function HomePriceStrip({
  labels,
  island,
}: {
  labels: PriceStripLabels;
  /** Its figures' root attribute as the host's island (see `islands/`). */
  island?: IslandRoot;
}) {
  const [currency] = useSpotCurrency(usePageCurrency());
  const hydrated = useHydrated();
  const fromPage = usePageSpotPrices(currency);
  const [Live, setLive] = useState<LiveStrip | null>(null);
  const dueInMs = typeof fromPage === "object" ? spotRefreshDelayMs(fromPage) : 0;

  useEffect(() => {
    if (!hydrated || Live) return;
    let current = true;
    const due = setTimeout(() => {
      void import("./HomePriceStripLive").then(
        (live) => current && setLive(() => live.HomePriceStripLive),
      );
    }, dueInMs);
    return () => {
      current = false;
      clearTimeout(due);
    };
  }, [hydrated, Live, dueInMs]);

  return (
    <SiteLink href="/live-pricing" className={styles.strip}>
      {Live ? (
        <Live labels={labels} island={island} />
      ) : (
        <HomePriceStripView
          labels={labels}
          island={island}
          prices={typeof fromPage === "object" ? fromPage.prices : undefined}
          unavailable={fromPage === "unavailable"}
        />
      )}
    </SiteLink>
  );
}
