import { usePriceHistory } from "@gw/api-client";
import type { PriceCurrency } from "@gw/api-client/prices";
import { htmlLang, useLocale } from "@gw/i18n";
import { Button } from "@gw/ui";
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useRef, type ReactNode } from "react";
import { CHART_HEIGHT } from "../chart/tradingViewWidget";
import { useNearViewport } from "../chart/useNearViewport";
import { metalLabels, rangeLabels, type Metal, type PriceRange } from "../priceChoices";
import { fullDateFormat, shortHistorySince } from "./historyFormats";
import styles from "./OwnPriceChart.module.css";

// Drawing code loads only where and when this chart is drawn.
const HistoryChart = lazy(() =>
  import("./HistoryChart").then((module) => ({ default: module.HistoryChart })),
);

interface OwnPriceChartProps {
  metal: Metal;
  range: PriceRange;
  currency: PriceCurrency;
  /** Why this chart shows rather than TradingView's, and what the visitor can do about it. */
  note: ReactNode;
}

/**
 * Our own chart of the closes from `/v1/prices/history`, where TradingView's cannot show (no
 * cookie choice yet, or its script failed). Same 450 px as TradingView's, so nothing moves when
 * one gives way to the other; the closes are asked for when the chart nears the viewport.
 */
export function OwnPriceChart({ metal, range, currency, note }: OwnPriceChartProps) {
  const { t, i18n } = useLingui();
  const frameRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frameRef);
  const history = usePriceHistory({ metal, range: range.history, currency }, { enabled: near });
  const metalName = i18n._(metalLabels[metal]);
  const rangeLabel = rangeLabels[range.label];
  const rangeName = typeof rangeLabel === "string" ? rangeLabel : i18n._(rangeLabel);
  const lang = htmlLang(useLocale());
  const since = shortHistorySince(history.data);
  const sinceDate = since && fullDateFormat(lang)(since);
  const label = sinceDate
    ? t`${metalName} price history since ${sinceDate}, in ${currency}`
    : t`${metalName} price history, ${rangeName}, in ${currency}`;

  let body: ReactNode;
  if (history.data && history.data.points.length > 1) {
    body = (
      <Suspense fallback={<Status>{t`Loading chart...`}</Status>}>
        <HistoryChart
          key={`${metal}-${range.history}-${currency}`}
          history={history.data}
          label={label}
        />
      </Suspense>
    );
  } else if (history.data) {
    body = <Status>{t`There are no closing prices for this range yet.`}</Status>;
  } else if (history.error) {
    body = (
      <Status>
        {t`The price history could not be loaded just now.`}{" "}
        <Button onClick={() => void history.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Status>
    );
  } else {
    body = <Status>{t`Loading chart...`}</Status>;
  }

  return (
    <div
      ref={frameRef}
      className={styles.frame}
      style={{ height: CHART_HEIGHT }}
      data-testid="own-price-chart"
    >
      <div className={styles.plot}>{body}</div>
      <div className={styles.note}>
        {sinceDate && (
          <p className={styles.since}>{t`Closes since ${sinceDate}: none earlier are held.`}</p>
        )}
        {note}
      </div>
    </div>
  );
}

function Status({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.status}>
      {children}
    </p>
  );
}
