import { reopenConsent } from "@gw/consent";
import { useLocale } from "@gw/i18n";
import { joinSentences } from "@gw/i18n/locales";
import { Button, useBrand } from "@gw/ui";
import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useState } from "react";
import { useChartScriptAllowed } from "../chart/chartScriptGate";
import { TradingViewChart } from "../chart/TradingViewChart";
import { tradingViewCurrency } from "../chart/tradingViewWidget";
import { OwnPriceChart } from "../history/OwnPriceChart";
import { PriceHistoryData } from "../history/PriceHistoryData";
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
import { priceWording } from "../priceWording";
import { useSpotCurrency } from "../spotCurrency";
import { ToggleGroup } from "./ToggleGroup";
import styles from "./LivePriceChart.module.css";

/**
 * Metal and range choices over the chart, its figures and its notes. The chart is TradingView's
 * once the visitor has made a cookie choice and its script loads; until then, or if it fails, our
 * own from the price service's closes, in the visitor's currency.
 */
export function LivePriceChart({ chartAllowed }: { chartAllowed?: boolean }) {
  const { t, i18n } = useLingui();
  const { name: brandName } = useBrand();
  const locale = useLocale();
  const [metal, setMetal] = useState<Metal>(defaultMetal);
  const [range, setRange] = useState(defaultRange);
  const [currency] = useSpotCurrency();
  const consented = useChartScriptAllowed();
  const allowed = chartAllowed ?? consented;
  const [tradingViewFailed, setTradingViewFailed] = useState(false);
  const onTradingViewFailed = useCallback(() => setTradingViewFailed(true), []);
  const ownChart = allowed === false || tradingViewFailed;
  const chartCurrency = tradingViewCurrency(metal, currency);
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
      {ownChart ? (
        <OwnPriceChart
          metal={metal}
          range={range}
          currency={currency}
          note={
            allowed === false ? (
              <>
                <p>
                  <Trans>
                    Drawn from our own closing prices. The live chart comes from TradingView, a
                    third-party service, so it loads only once you have made your cookie choice.
                  </Trans>
                </p>
                <Button onClick={reopenConsent}>{t`Choose cookie settings`}</Button>
              </>
            ) : (
              <p>
                <Trans>
                  Drawn from our own closing prices: the live chart from TradingView could not be
                  loaded.
                </Trans>
              </p>
            )
          }
        />
      ) : (
        <TradingViewChart
          metal={metal}
          range={range}
          currency={currency}
          allowed={allowed}
          onFailed={onTradingViewFailed}
        />
      )}
      <PriceHistoryData metal={metal} range={range} currency={currency} />
      <div className={styles.notes}>
        <p className={styles.indicative}>
          {joinSentences(locale, [
            t`The chart shows past closing prices.`,
            i18n._(priceWording.confirmed),
          ])}
        </p>
        {ownChart ? (
          <p>
            <Trans>
              Chart data from the {brandName} price service: daily closes, weekly over 5 years and
              more.
            </Trans>
          </p>
        ) : (
          <>
            <p>
              <Trans>
                Chart data provided by TradingView. Prices update in real-time during market hours.
              </Trans>{" "}
              <Trans>The chart shows OANDA's price in {chartCurrency}.</Trans>
            </p>
            {chartCurrency !== currency && (
              <p data-testid="chart-currency-note">
                <Trans>
                  TradingView has no price in {currency}, so the chart is in {chartCurrency}; the
                  data table and the CSV are in {currency}.
                </Trans>
              </p>
            )}
          </>
        )}
        <p>
          <Trans>1 troy ounce = {gramsPerOunce} grams</Trans>
        </p>
      </div>
    </div>
  );
}
