import type { ReferencePrice, SpotPrices } from "@gw/api-client/schemas";
import { useLocale } from "@gw/i18n";
import { Trans } from "@lingui/react/macro";
import type { IslandRoot } from "../islandRoot";
import { referenceView } from "./referenceView";
import styles from "./ShanghaiReferencePanel.module.css";

/** One panel a page, so its heading's id is fixed (the host renders it on its own). */
const TITLE_ID = "shanghai-reference-title";

export interface ShanghaiReferencePanelProps {
  /** Where the host writes it as an island: its root's attribute (see `islands/`). */
  island?: IslandRoot;
  /** The SGE's price; undefined while none has arrived or none can be shown. */
  reference?: ReferencePrice;
  /** Our prices in CNY, for our buy price per gram beside it; undefined while none. */
  spot?: SpotPrices;
  /** No Shanghai price can be shown (the API has none fit to show, or none could be had). */
  unavailable?: boolean;
}

/**
 * The Shanghai Gold Exchange's Au99.99 price per gram beside our own buy price per gram in yuan,
 * and how far apart they are: what mainland buyers judge gold by. It says plainly that the SGE's
 * figure is a reference and not a price we sell at. The same component is the host's island and
 * what the app hydrates.
 */
export function ShanghaiReferencePanel({
  island,
  reference,
  spot,
  unavailable = false,
}: ShanghaiReferencePanelProps) {
  const locale = useLocale();
  const view = reference && !unavailable ? referenceView(reference, spot, locale) : null;
  const { publishedAt, source } = view ?? {};
  return (
    <section
      className={view ? `${styles.panel} ${styles.withFigures}` : styles.panel}
      aria-labelledby={TITLE_ID}
      {...island}
    >
      <h2 id={TITLE_ID} className={styles.title}>
        <Trans>Shanghai Gold Exchange reference</Trans>
      </h2>
      <p className={styles.status}>
        {view ? (
          <>
            <span>
              <Trans>
                Published <strong className={styles.published}>{publishedAt}</strong> (Beijing time)
              </Trans>
            </span>
            <span>
              <Trans>Source: {source}</Trans>
            </span>
            {view.delayed && (
              <span className={styles.badge}>
                <Trans>Delayed</Trans>
              </span>
            )}
            {view.demonstration && (
              <span className={styles.badge}>
                <Trans>Demonstration prices</Trans>
              </span>
            )}
          </>
        ) : unavailable ? null : (
          <Trans>Loading prices...</Trans>
        )}
      </p>
      <table className={styles.table}>
        <caption className={styles.caption}>
          <Trans>Gold per gram (g), in Chinese yuan</Trans>
        </caption>
        <tbody>
          <tr>
            <th scope="row">
              <Trans>SGE Au99.99 reference price</Trans>
            </th>
            <td>{view?.shanghai}</td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>Our buy price</Trans>
            </th>
            <td>{view?.ours}</td>
          </tr>
          <tr>
            <th scope="row">
              <Trans>Difference from the SGE price</Trans>
            </th>
            <td>{view?.difference}</td>
          </tr>
        </tbody>
      </table>
      {unavailable && (
        <p role="status" className={styles.problem}>
          <Trans>The Shanghai reference price is unavailable just now.</Trans>
        </p>
      )}
      <p className={styles.note}>
        <Trans>
          The Shanghai Gold Exchange's Au99.99 price is shown for reference only. It is not our
          price: you buy from us at our own buy price, confirmed before you pay.
        </Trans>
      </p>
      <noscript>
        <p className={`${styles.note} ${styles.needsScript}`}>
          <Trans>Today's prices need JavaScript to show.</Trans>
        </p>
      </noscript>
    </section>
  );
}
