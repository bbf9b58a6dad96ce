import { priceCurrencies, type PriceCurrency } from "@gw/api-client/prices";
import type { SpotPrices } from "@gw/api-client/schemas";
import { useLocale } from "@gw/i18n";
import { joinSentences } from "@gw/i18n/locales";
import { Button, useBrand } from "@gw/ui";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { WeightUnit } from "../converter/weightUnits";
import type { IslandRoot } from "../islandRoot";
import { ToggleGroup } from "../live/ToggleGroup";
import { metalLabels } from "../priceChoices";
import { priceWording } from "../priceWording";
import { spotUnitsFor } from "./spotUnits";
import { spotView, type MetalView } from "./spotView";
import styles from "./SpotPricesPanel.module.css";

const perUnit = {
  troyOunce: msg`per troy ounce (oz)`,
  gram: msg`per gram (g)`,
  kilogram: msg`per kilogram (kg)`,
  tael: msg`per tael (37.429 g)`,
} satisfies Record<WeightUnit, unknown>;

/** The panel's heading: one panel a page, so its id is fixed (the host renders it on its own). */
const TITLE_ID = "spot-prices-title";

export interface SpotPricesPanelProps {
  currency: PriceCurrency;
  onChooseCurrency: (currency: PriceCurrency) => void;
  /** The prices to show in `currency`; undefined while none have arrived or none can be shown. */
  prices?: SpotPrices;
  /**
   * `unavailable`: no prices can be shown (the API has none fit to show, or none could be had);
   * `refresh`: the shown ones could not be brought up to date.
   */
  failure?: "unavailable" | "refresh";
  onRetry?: () => void;
  /** Where the host writes the panel as an island: its root's attribute (see `islands/`). */
  island?: IslandRoot;
}

/**
 * Today's buy and sell prices of gold and silver: the `Spot prices` region of the live pricing
 * page, and the island the host renders into that page with today's prices (the same component,
 * so the app hydrates exactly what the host wrote). Screen readers read the figures as tables,
 * and nothing is announced when they refresh.
 */
export function SpotPricesPanel({
  currency,
  onChooseCurrency,
  prices,
  failure,
  onRetry,
  island,
}: SpotPricesPanelProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { name: brandName } = useBrand();
  const view = prices && failure !== "unavailable" ? spotView(prices, locale) : null;

  return (
    <section
      className={view ? `${styles.panel} ${styles.withPrices}` : styles.panel}
      aria-labelledby={TITLE_ID}
      {...island}
    >
      <div className={styles.heading}>
        <h2 id={TITLE_ID} className={styles.title}>
          <Trans>Spot prices</Trans>
        </h2>
        <ToggleGroup
          label={t`Currency`}
          options={priceCurrencies}
          selected={currency}
          onSelect={onChooseCurrency}
          optionKey={(option) => option}
          optionLabel={(option) => option}
        />
      </div>
      <p className={styles.status}>
        <span className={styles.when}>
          {view ? (
            <span>
              <Trans>As of</Trans> <strong className={styles.asOf}>{view.asOf}</strong>
            </span>
          ) : failure ? null : (
            <Trans>Loading prices...</Trans>
          )}
        </span>
        <span className={styles.badges}>
          {view && (
            <span className={styles.badge}>
              {view.marketOpen ? <Trans>Market open</Trans> : <Trans>Market closed</Trans>}
            </span>
          )}
          {view?.delayed && (
            <span className={`${styles.badge} ${styles.warning}`}>
              <Trans>Delayed</Trans>
            </span>
          )}
          {view?.demonstration && (
            <span className={`${styles.badge} ${styles.warning}`}>
              <Trans>Demonstration prices</Trans>
            </span>
          )}
        </span>
      </p>
      <div className={styles.metals}>
        {(["gold", "silver"] as const).map((metal) => (
          <MetalPrices
            key={metal}
            name={i18n._(metalLabels[metal])}
            units={spotUnitsFor[locale]}
            view={view?.metals[metal]}
          />
        ))}
      </div>
      {failure === "unavailable" ? (
        <p role="status" className={styles.problem}>
          <Trans>Prices are unavailable just now.</Trans>{" "}
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </p>
      ) : failure === "refresh" ? (
        <p role="status" className={styles.problem}>
          <Trans>Prices could not be refreshed: those shown are as of the time above.</Trans>
        </p>
      ) : null}
      <p className={styles.source}>
        {joinSentences(locale, [
          i18n._(priceWording.indicative),
          i18n._(priceWording.confirmed),
          t`Prices come from the ${brandName} price service and update about every minute while the market is open.`,
        ])}
      </p>
      <noscript>
        <p className={`${styles.source} ${styles.needsScript}`}>
          <Trans>Today's prices need JavaScript to show.</Trans>
        </p>
      </noscript>
    </section>
  );
}

function MetalPrices({
  name,
  units,
  view,
}: {
  name: string;
  units: readonly WeightUnit[];
  view: MetalView | undefined;
}) {
  const { i18n } = useLingui();
  const direction: Record<MetalView["direction"], string | undefined> = {
    up: styles.up,
    down: styles.down,
    flat: undefined,
  };
  return (
    <div className={styles.metal}>
      <table className={styles.table}>
        <caption className={styles.metalName}>{name}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">
              <Trans>Buy</Trans>
            </th>
            <th scope="col">
              <Trans>Sell</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {units.map((unit) => (
            <tr key={unit}>
              <th scope="row">{i18n._(perUnit[unit])}</th>
              <td>{view?.ask[unit]}</td>
              <td>{view?.bid[unit]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.facts}>
        <div>
          <dt>
            <Trans>Change since previous close</Trans>
          </dt>
          <dd
            className={[styles.change, view && direction[view.direction]].filter(Boolean).join(" ")}
          >
            {view && `${view.change} (${view.changePercent})`}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Spread</Trans>
          </dt>
          <dd>{view && `${view.spread} (${view.spreadPercent})`}</dd>
        </div>
      </dl>
    </div>
  );
}
