import { PAGE_SPOT_ANSWER_ID } from "@gw/api-client/prices";
import { useLocale } from "@gw/i18n";
import { SiteLink, type PriceStripLabels } from "@gw/ui";
import { useEffect, useState } from "react";
import { ISLAND_ATTRIBUTE, islandRoot } from "../islands/islandNames";
import { useHydrated } from "../spot/useHydrated";
import { HomePriceStripFigures, type StripShown } from "./HomePriceStripFigures";
import styles from "./HomePriceStrip.module.css";

/**
 * The figures the host wrote into the page (the island's markup), if it wrote any: it embeds the
 * answer they came from beside them.
 */
function writtenByHost(): string | null {
  // Prerendering (no document) writes the strip as built.
  if (typeof document === "undefined" || !document.getElementById(PAGE_SPOT_ANSWER_ID)) return null;
  return document.querySelector(`[${ISLAND_ATTRIBUTE}="homeStrip"]`)?.innerHTML ?? null;
}

/**
 * The home page's price strip: today's gold and silver buy prices per ounce and per gram, their
 * change and time, linking to the live prices. Kept tiny for the home page's budget: the host
 * writes the figures into the page (the island, `HomePriceStripFigures`) and, as the strip never
 * changes them, the app keeps the host's markup as it is while hydrating: the home page's code
 * holds no formatting of prices. Only a strip drawn after the visitor came from another page (or
 * one the host could not fill) loads the code that asks for the prices and writes them
 * (`fetchStripPrices`), with the same component.
 */
export function HomePriceStrip({ labels }: { labels: PriceStripLabels }) {
  const hydrating = !useHydrated();
  const [written] = useState(() => (hydrating ? writtenByHost() : null));
  const [shown, setShown] = useState<StripShown>("loading");
  const locale = useLocale();

  useEffect(() => {
    if (written !== null) return;
    let current = true;
    void import("./fetchStripPrices")
      .then((strip) => strip.fetchStripPrices(locale))
      .then((fetched) => current && setShown(fetched));
    return () => {
      current = false;
    };
  }, [written, locale]);

  return (
    <SiteLink href="/live-pricing" className={styles.strip}>
      {written !== null ? (
        <span
          className={styles.figures}
          {...islandRoot("homeStrip")}
          dangerouslySetInnerHTML={{ __html: written }}
        />
      ) : (
        <HomePriceStripFigures labels={labels} shown={shown} />
      )}
    </SiteLink>
  );
}
