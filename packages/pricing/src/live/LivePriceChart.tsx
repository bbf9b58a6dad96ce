import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { PriceChart } from "../chart/PriceChart";
import {
  defaultMetal,
  defaultRange,
  GRAMS_PER_TROY_OUNCE,
  metalLabels,
  metals,
  priceRanges,
  rangeLabels,
  type Metal,
} from "../priceChoices";
import { ToggleGroup } from "./ToggleGroup";
import styles from "./LivePriceChart.module.css";

/** Metal and range choices over the live chart, with the chart's notes. */
export function LivePriceChart({ chartAllowed }: { chartAllowed?: boolean }) {
  const { t, i18n } = useLingui();
  const [metal, setMetal] = useState<Metal>(defaultMetal);
  const [range, setRange] = useState(defaultRange);
  const gramsPerOunce = i18n.number(GRAMS_PER_TROY_OUNCE, { maximumFractionDigits: 4 });

  return (
    <div className={styles.panel}>
      <div className={styles.controls}>
        <div className={styles.metal}>
          <ToggleGroup
            label={t`Metal`}
            options={metals}
            selected={metal}
            onSelect={setMetal}
            optionKey={(option) => option}
            optionLabel={(option) => i18n._(metalLabels[option])}
          />
          <p className={styles.unit}>
            <Trans>Price per troy oz</Trans>
          </p>
        </div>
        <ToggleGroup
          label={t`Time range`}
          options={priceRanges}
          selected={range}
          onSelect={setRange}
          optionKey={(option) => option.value}
          optionLabel={(option) => {
            const label = rangeLabels[option.label];
            return typeof label === "string" ? label : i18n._(label);
          }}
        />
      </div>
      <PriceChart metal={metal} range={range} allowed={chartAllowed} />
      <div className={styles.notes}>
        <p className={styles.indicative}>
          <Trans>
            Indicative prices only: the chart follows the international market and is not the price
            you buy or sell at. Your price is shown on the confirmation screen before you confirm.
          </Trans>
        </p>
        <p>
          <Trans>
            Chart data provided by TradingView. Prices update in real-time during market hours.
          </Trans>
        </p>
        <p>
          <Trans>1 troy ounce = {gramsPerOunce} grams</Trans>
        </p>
      </div>
    </div>
  );
}
