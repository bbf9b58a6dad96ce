import { pageSpotAnswer } from "@gw/api-client/prices";
import type { SpotPrices } from "@gw/api-client/schemas";
import { SiteLink, type PriceStripLabels } from "@gw/ui";
import { useEffect, useState } from "react";
import { useHydrated } from "../spot/useHydrated";
import { HomePriceStripFigures, type StripShown } from "./HomePriceStripFigures";
import styles from "./HomePriceStrip.module.css";

/** What the host wrote into the page: its answer, checked there before it was embedded. */
function shownInPage(): StripShown {
  const answer = pageSpotAnswer();
  if (!answer) return "loading";
  return answer.status === 200 && answer.body
    ? { prices: answer.body as SpotPrices }
    : "unavailable";
}

/**
 * The home page's price strip: today's gold and silver buy prices per ounce and per gram, their
 * change and time, linking to the live prices. Kept tiny for the home page's budget: in the
 * prerendered page the host has written the figures in (the island), and the strip hydrates them
 * from the answer the host embedded, without asking again; only a strip drawn after the visitor
 * came from another page (or one the host could not fill) loads the code to fetch them itself.
 */
export function HomePriceStrip({ labels }: { labels: PriceStripLabels }) {
  const hydrating = !useHydrated();
  const [shown, setShown] = useState<StripShown>(() => (hydrating ? shownInPage() : "loading"));

  useEffect(() => {
    if (shown !== "loading") return;
    let current = true;
    void import("./fetchStripPrices")
      .then((strip) => strip.fetchStripPrices())
      .then((fetched) => current && setShown(fetched));
    return () => {
      current = false;
    };
    // Once, for what the page did not hold.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <SiteLink href="/live-pricing" className={styles.strip}>
      <HomePriceStripFigures labels={labels} shown={shown} />
    </SiteLink>
  );
}
