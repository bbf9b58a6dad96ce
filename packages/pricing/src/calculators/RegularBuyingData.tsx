import type { PriceCurrency } from "@gw/api-client/prices";
import type { PriceHistory } from "@gw/api-client/schemas";
import { useLocale } from "@gw/i18n";
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useMemo } from "react";
import { metalLabels, type Metal } from "../priceChoices";
import { calculatorFormats } from "./calculatorFormats";
import type { RegularBuyingResult } from "./regularBuying";
import { DataTableDisclosure } from "./DataTableDisclosure";
import styles from "./Calculators.module.css";

// Drawing code loads only once there is something to draw.
const HistoryChart = lazy(() =>
  import("../history/HistoryChart").then((module) => ({ default: module.HistoryChart })),
);

interface RegularBuyingDataProps {
  result: RegularBuyingResult;
  metal: Metal;
  currency: PriceCurrency;
}

/** Regular buying month by month: the value held as a chart, and every figure as a table. */
export function RegularBuyingData({ result, metal, currency }: RegularBuyingDataProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const formats = calculatorFormats(locale, currency);
  const metalName = i18n._(metalLabels[metal]);
  // The chart draws the value held at each month's close, as it draws closes elsewhere.
  const series = useMemo<PriceHistory>(
    () => ({
      metal,
      currency,
      range: "ALL",
      interval: "monthly",
      points: result.months.map(({ date, value }) => ({ date, close: value })),
    }),
    [metal, currency, result.months],
  );
  const caption = t`${metalName} bought each month and its value, in ${currency}`;
  return (
    <>
      {series.points.length > 1 && (
        <div className={styles.chart}>
          <Suspense fallback={<p role="status">{t`Loading chart...`}</p>}>
            <HistoryChart
              history={series}
              label={t`Value of the ${metalName} held each month, in ${currency}`}
            />
          </Suspense>
        </div>
      )}
      <DataTableDisclosure
        caption={caption}
        head={
          <>
            <th scope="col">
              <Trans>Month</Trans>
            </th>
            <th scope="col">{t`Close (${currency})`}</th>
            <th scope="col">{t`Metal bought (g)`}</th>
            <th scope="col">{t`Metal held (g)`}</th>
            <th scope="col">{t`Value (${currency})`}</th>
          </>
        }
        rows={() =>
          result.months.map((month) => (
            <tr key={month.month}>
              <th scope="row">
                <time dateTime={month.month}>{formats.month(month.month)}</time>
              </th>
              <td>{formats.money(month.close)}</td>
              <td>{formats.grams(month.bought)}</td>
              <td>{formats.grams(month.held)}</td>
              <td>{formats.money(month.value)}</td>
            </tr>
          ))
        }
      />
    </>
  );
}
