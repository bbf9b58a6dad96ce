import type { PriceStripLabels } from "@gw/ui";
import type { IslandRoot } from "../islandRoot";
import type { SpotView } from "../spot/spotView";
import styles from "./HomePriceStrip.module.css";

/**
 * What the strip shows: prices (their view, written by whoever asked for them: the host, or the
 * strip's own request), word that none can be shown, or placeholders while they come.
 */
export type StripShown = { view: SpotView } | "unavailable" | "loading";

/**
 * The strip's words and figures: the island the host renders into the home page with today's
 * prices, and what the app hydrates there (inside the strip's link, which it lays out).
 */
export function HomePriceStripFigures({
  labels,
  shown,
  island,
}: {
  labels: PriceStripLabels;
  shown: StripShown;
  /** Its root's attribute as the host's island (see `islands/`). */
  island?: IslandRoot;
}) {
  const view = typeof shown === "object" ? shown.view : null;
  const direction = { up: styles.up, down: styles.down, flat: undefined };
  return (
    <span className={styles.figures} {...island}>
      {/* Flex and grid items: browsers put a space between them in the link's name. */}
      <span>{labels.title}</span>
      {(["gold", "silver"] as const).map((metal) => {
        const figures = view?.metals[metal];
        return (
          <span key={metal} className={styles.metal}>
            <strong>{labels[metal]}</strong>
            <span className={styles.ounce}>
              <span className={styles.figure}>{figures?.ask.troyOunce}</span>
              {labels.perOunce}
            </span>
            <span className={styles.gram}>
              <span className={styles.figure}>{figures?.ask.gram}</span>
              {labels.perGram}
            </span>
            <span
              className={[styles.change, figures && direction[figures.direction]]
                .filter(Boolean)
                .join(" ")}
            >
              {figures?.changePercent}
            </span>
          </span>
        );
      })}
      <span className={styles.when}>
        {shown === "unavailable" ? (
          <span className={styles.note}>{labels.unavailable}</span>
        ) : (
          <>
            {labels.asOf}
            <span className={styles.asOf}>{view?.asOf}</span>
            {view?.delayed && <span className={styles.note}>{labels.delayed}</span>}
            {view?.demonstration && <span className={styles.note}>{labels.demonstration}</span>}
          </>
        )}
      </span>
    </span>
  );
}
