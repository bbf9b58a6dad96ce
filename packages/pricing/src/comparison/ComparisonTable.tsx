import { useBrand } from "@gw/ui";
import { useLingui } from "@lingui/react/macro";
import { useNumberFormat } from "../useLocaleFormat";
import type { ComparisonRow } from "./chinaComparison";
import styles from "./ComparisonTable.module.css";

/** The providers side by side; on a phone each row becomes a card with its own labels. */
export function ComparisonTable({
  rows,
  caption,
}: {
  rows: readonly ComparisonRow[];
  caption: string;
}) {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const format = useNumberFormat();
  const aud = (value: number) =>
    format(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const cny = (value: number) => format(value, { maximumFractionDigits: 0 });
  const signed = (value: number) =>
    format(value, { maximumFractionDigits: 0, signDisplay: "exceptZero" });
  const percent = (value: number) =>
    format(value / 100, { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" });
  const language = i18n.locale === "zh" ? "zh" : "en";

  const columns = {
    rate: t`Exchange rate`,
    markup: t`Rate markup (AUD)`,
    fee: t`Transfer fee (AUD)`,
    cost: t`Total cost (AUD)`,
    gets: t`Recipient gets (CNY)`,
    gain: t`Gain vs best (CNY)`,
  };

  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="gw-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Provider`}</th>
            {Object.values(columns).map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = row.name ? row.name[language] : brand.name;
            const goldRate = row.goldRate ? aud(row.goldRate) : undefined;
            return (
              <tr key={row.id} data-highlight={row.highlight} data-testid={`provider-${row.id}`}>
                <th scope="row">
                  <span className={styles.provider}>
                    <span
                      className={styles.monogram}
                      data-product={row.highlight}
                      aria-hidden="true"
                    >
                      {row.logo ?? name.slice(0, 1)}
                    </span>
                    <span>
                      {name}
                      {row.note ? <span className={styles.note}>{row.note[language]}</span> : null}
                    </span>
                  </span>
                </th>
                <td data-label={columns.rate}>
                  {format(row.exchangeRate, { maximumFractionDigits: 5 })}
                  {goldRate ? (
                    <span className={styles.note}>{t`Gold ${goldRate} AUD/oz`}</span>
                  ) : null}
                </td>
                <td data-label={columns.markup}>{aud(row.exchangeRateMarkup)}</td>
                <td data-label={columns.fee}>{aud(row.transferFee)}</td>
                <td data-label={columns.cost}>{aud(row.totalCost)}</td>
                <td data-label={columns.gets} className={styles.amount}>
                  {cny(row.recipientGets)}
                </td>
                <td data-label={columns.gain} data-sign={Math.sign(Math.round(row.gainVsBest))}>
                  {signed(row.gainVsBest)}{" "}
                  <span className={styles.percent}>({percent(row.gainPercentage)})</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
