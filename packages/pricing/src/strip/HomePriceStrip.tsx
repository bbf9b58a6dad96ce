import { SiteLink, type PriceStripLabels } from "@gw/ui";
import { useEffect, useRef, useState } from "react";
import { SPOT_ROOT_ATTRIBUTE } from "../spot/spotMarkers";
import { SpotNote, SpotSlot } from "../spot/SpotSlot";
import { useHydrated } from "../spot/useHydrated";
import styles from "./HomePriceStrip.module.css";

/**
 * The home page's price strip: today's gold and silver buy prices per ounce and per gram, their
 * change and time, linking to the live prices. Kept tiny for the home page's budget: in the
 * prerendered page the host has written the figures in and the head script paints the visitor's
 * currency and newer ones (if neither can, the API is down and the strip keeps its placeholders);
 * only a strip drawn after the visitor came from another page loads the code to fetch them itself.
 */
export function HomePriceStrip({ labels }: { labels: PriceStripLabels }) {
  const rootRef = useRef<HTMLAnchorElement>(null);
  // Hydrating means this is the prerendered strip, the head script's to fill.
  const [prerendered] = useState(!useHydrated());

  useEffect(() => {
    if (!prerendered)
      void import("./showStripPrices").then((strip) => strip.showStripPrices(rootRef.current));
  }, [prerendered]);

  return (
    <SiteLink
      ref={rootRef}
      href="/live-pricing"
      className={styles.strip}
      {...{ [SPOT_ROOT_ATTRIBUTE]: "" }}
    >
      {/* Flex and grid items: browsers put a space between them in the link's name. */}
      <span>{labels.title}</span>
      {(["gold", "silver"] as const).map((metal) => (
        <span key={metal}>
          <strong>{labels[metal]}</strong>
          <span>
            <SpotSlot name={`${metal}.ask.troyOunce`} />
            {labels.perOunce}
          </span>
          <span>
            <SpotSlot name={`${metal}.ask.gram`} />
            {labels.perGram}
          </span>
          <SpotSlot name={`${metal}.changePercent`} data-spot-dir={metal} />
        </span>
      ))}
      <span>
        {labels.asOf}
        <SpotSlot name="asOf" />
        <SpotNote when="demo">{labels.demonstration}</SpotNote>
      </span>
    </SiteLink>
  );
}
