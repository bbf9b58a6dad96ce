import { priceCurrencies, type PriceCurrency, type PriceMetal } from "@gw/api-client/prices";
import type { SpotPrices } from "@gw/api-client/schemas";
import { htmlLang, useLocale } from "@gw/i18n";
import { Button, useBrand } from "@gw/ui";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useLayoutEffect, useMemo, useRef } from "react";
import { GRAMS_PER_UNIT, type WeightUnit } from "../converter/weightUnits";
import { ToggleGroup } from "../live/ToggleGroup";
import { metalLabels } from "../priceChoices";
import { paintSpot } from "./paintSpot";
import { CURRENCY_TOGGLE_ATTRIBUTE, SPOT_ROOT_ATTRIBUTE } from "./spotMarkers";
import { SpotNote, SpotSlot } from "./SpotSlot";
import { spotUnitsFor } from "./spotUnits";
import { spotView } from "./spotView";
import styles from "./SpotPricesPanel.module.css";

const perUnit = {
  troyOunce: msg`per troy ounce (oz)`,
  gram: msg`per gram (g)`,
  kilogram: msg`per kilogram (kg)`,
  tael: msg`per tael (37.429 g)`,
} satisfies Record<WeightUnit, unknown>;

export interface SpotPricesPanelProps {
  currency: PriceCurrency;
  onChooseCurrency: (currency: PriceCurrency) => void;
  /** The prices to show in `currency`; undefined while none have arrived. */
  prices?: SpotPrices;
  /** `load`: no prices could be had; `refresh`: the shown ones could not be brought up to date. */
  failure?: "load" | "refresh";
  onRetry?: () => void;
  /**
   * Whether to write the figures into the page yet. False while hydrating: what the head script
   * painted stays until the app has the same answer.
   */
  paint?: boolean;
}

/**
 * Today's buy and sell prices of gold and silver: the `Spot prices` region of the live pricing
 * page. The figures are painted (`paintSpot`) into the same markup the head script painted before
 * the app ran, so nothing moves and nothing flickers when the app takes over; screen readers read
 * them as tables, and nothing is announced when they refresh.
 */
export function SpotPricesPanel({
  currency,
  onChooseCurrency,
  prices,
  failure,
  onRetry,
  paint = true,
}: SpotPricesPanelProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const lang = htmlLang(locale);
  const { name: brandName } = useBrand();
  const id = useId();
  const rootRef = useRef<HTMLElement>(null);
  const view = useMemo(
    () => (prices ? spotView(prices, lang, GRAMS_PER_UNIT) : null),
    [prices, lang],
  );

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root || !paint) return;
    // No answer yet in this currency: keep figures already painted in it (by the head script),
    // clear those of another, and any once no prices can be had.
    const painted = root.getAttribute("data-spot-currency");
    if (view || failure === "load" || painted !== currency) paintSpot(root, view);
  }, [view, currency, failure, paint]);

  return (
    <section
      ref={rootRef}
      className={styles.panel}
      aria-labelledby={`${id}-title`}
      {...{ [SPOT_ROOT_ATTRIBUTE]: "" }}
    >
      <div className={styles.heading}>
        <h2 id={`${id}-title`} className={styles.title}>
          <Trans>Spot prices</Trans>
        </h2>
        <ToggleGroup
          label={t`Currency`}
          options={priceCurrencies}
          selected={currency}
          onSelect={onChooseCurrency}
          optionKey={(option) => option}
          optionLabel={(option) => option}
          markerAttribute={CURRENCY_TOGGLE_ATTRIBUTE}
        />
      </div>
      <p className={styles.status}>
        {/* One place for both: the time replaces the wait without moving anything. */}
        <span className={styles.when}>
          <span className={styles.asOf}>
            <Trans>As of</Trans> <SpotSlot name="asOf" />
          </span>
          <span className={styles.pending}>
            <Trans>Loading prices...</Trans>
          </span>
        </span>
        <span className={styles.badges}>
          <SpotNote when="open" className={styles.badge}>
            <Trans>Market open</Trans>
          </SpotNote>
          <SpotNote when="closed" className={styles.badge}>
            <Trans>Market closed</Trans>
          </SpotNote>
          <SpotNote when="stale" className={`${styles.badge} ${styles.warning}`}>
            <Trans>Delayed</Trans>
          </SpotNote>
          <SpotNote when="demo" className={`${styles.badge} ${styles.warning}`}>
            <Trans>Demonstration prices</Trans>
          </SpotNote>
        </span>
      </p>
      <div className={styles.metals}>
        {(["gold", "silver"] as const).map((metal) => (
          <MetalPrices
            key={metal}
            metal={metal}
            name={i18n._(metalLabels[metal])}
            units={spotUnitsFor[locale]}
          />
        ))}
      </div>
      {failure === "load" ? (
        <p role="status" className={styles.problem}>
          <Trans>Prices could not be loaded just now.</Trans>{" "}
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
        <Trans>
          Buy is what you pay for metal, Sell is what you get for it. Prices come from the{" "}
          {brandName} price service, which follows the international spot market and updates them
          about every minute while the market is open.
        </Trans>
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
  metal,
  name,
  units,
}: {
  metal: PriceMetal;
  name: string;
  units: readonly WeightUnit[];
}) {
  const { i18n } = useLingui();
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
              <td>
                <SpotSlot name={`${metal}.ask.${unit}`} />
              </td>
              <td>
                <SpotSlot name={`${metal}.bid.${unit}`} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.facts}>
        <div>
          <dt>
            <Trans>Change since previous close</Trans>
          </dt>
          <dd data-spot-dir={metal} className={styles.change}>
            <SpotSlot name={`${metal}.change`} />{" "}
            <SpotSlot name={`${metal}.changePercent`} className={styles.inBrackets} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Spread</Trans>
          </dt>
          <dd>
            <SpotSlot name={`${metal}.spread`} />{" "}
            <SpotSlot name={`${metal}.spreadPercent`} className={styles.inBrackets} />
          </dd>
        </div>
      </dl>
    </div>
  );
}
