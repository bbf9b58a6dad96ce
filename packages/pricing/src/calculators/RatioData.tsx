import type { HistoryPoint, HistoryRange } from "@gw/api-client/schemas";
import { htmlLang, useLocale } from "@gw/i18n";
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useCallback, useMemo } from "react";
import { fullDateFormat } from "../history/historyFormats";
import { calculatorFormats } from "./calculatorFormats";
import { DataTableDisclosure } from "./DataTableDisclosure";
import styles from "./Calculators.module.css";

const HistoryChart = lazy(() =>
  import("../history/HistoryChart").then((module) => ({ default: module.HistoryChart })),
);

interface RatioDataProps {
  /** The ratio on each day, as `close`, oldest first. */
  points: HistoryPoint[];
  range: HistoryRange;
  /** The range as its button says it: "1Y", "All". */
  rangeName: string;
}

/** The ratio over a range: our own chart, and every day's figure behind `Show data table`. */
export function RatioData({ points, range, rangeName }: RatioDataProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { ratio } = calculatorFormats(locale, "AUD");
  const formatValue = useCallback((value: number) => ratio(value), [ratio]);
  const date = fullDateFormat(htmlLang(locale));
  // The chart draws any series of closes: here the ratio's, which has no currency.
  const series = useMemo(
    () => ({
      metal: "gold" as const,
      currency: "AUD" as const,
      range,
      interval: "daily" as const,
      points,
    }),
    [points, range],
  );
  const label = t`Gold/silver ratio, ${rangeName}`;
  if (points.length < 2) {
    return <p className={styles.result}>{t`There are no closing prices for this range yet.`}</p>;
  }
  return (
    <>
      <div className={styles.chart}>
        <Suspense fallback={<p role="status">{t`Loading chart...`}</p>}>
          <HistoryChart key={range} history={series} label={label} formatValue={formatValue} />
        </Suspense>
      </div>
      <DataTableDisclosure
        caption={label}
        head={
          <>
            <th scope="col">
              <Trans>Date</Trans>
            </th>
            <th scope="col">
              <Trans>Ratio</Trans>
            </th>
          </>
        }
        rows={() =>
          [...points].reverse().map((point) => (
            <tr key={point.date}>
              <td>
                <time dateTime={point.date}>{date(point.date)}</time>
              </td>
              <td>{ratio(point.close)}</td>
            </tr>
          ))
        }
      />
    </>
  );
}
