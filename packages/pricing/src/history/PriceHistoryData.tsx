import { usePriceHistory } from "@gw/api-client";
import { priceHistoryUrl, type PriceCurrency } from "@gw/api-client/prices";
import { htmlLang, useLocale } from "@gw/i18n";
import { Button } from "@gw/ui";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { metalLabels, rangeLabels, type Metal, type PriceRange } from "../priceChoices";
import { fullDateFormat, shortHistorySince } from "./historyFormats";
import { HistoryTable } from "./HistoryTable";
import styles from "./PriceHistoryData.module.css";

interface PriceHistoryDataProps {
  metal: Metal;
  range: PriceRange;
  currency: PriceCurrency;
}

/**
 * The chart's figures, whichever chart shows: a table behind `Show data table` (asked for when
 * opened) and `Download CSV`, the API's own file for the chosen metal, range and currency. Both
 * work in the prerendered page: the table opens natively, the link is an ordinary download.
 */
export function PriceHistoryData({ metal, range, currency }: PriceHistoryDataProps) {
  const { t, i18n } = useLingui();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  // Opened before the app arrived: show the table now.
  useEffect(() => setOpen(Boolean(detailsRef.current?.open)), []);
  const request = { metal, range: range.history, currency };
  const history = usePriceHistory(request, { enabled: open });
  const metalName = i18n._(metalLabels[metal]);
  const rangeLabel = rangeLabels[range.label];
  const rangeName = typeof rangeLabel === "string" ? rangeLabel : i18n._(rangeLabel);
  const lang = htmlLang(useLocale());
  const since = shortHistorySince(history.data);
  const sinceDate = since && fullDateFormat(lang)(since);
  const weekly = range.interval === "weekly";
  const caption = sinceDate
    ? weekly
      ? t`${metalName}: weekly closes since ${sinceDate}, in ${currency}`
      : t`${metalName}: daily closes since ${sinceDate}, in ${currency}`
    : weekly
      ? t`${metalName}: weekly closes, ${rangeName}, in ${currency}`
      : t`${metalName}: daily closes, ${rangeName}, in ${currency}`;

  return (
    <div className={styles.data}>
      <details
        ref={detailsRef}
        className={styles.details}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary className={styles.summary}>
          <Trans>Show data table</Trans>
        </summary>
        {open &&
          (history.data ? (
            <>
              {sinceDate && (
                <p
                  className={styles.status}
                >{t`Closes since ${sinceDate}: none earlier are held.`}</p>
              )}
              <HistoryTable history={history.data} caption={caption} />
            </>
          ) : history.error ? (
            <p role="status" className={styles.status}>
              <Trans>The price history could not be loaded just now.</Trans>{" "}
              <Button variant="secondary" onClick={() => void history.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </p>
          ) : (
            <p role="status" className={styles.status}>
              <Trans>Loading prices...</Trans>
            </p>
          ))}
      </details>
      <a className={styles.csv} href={priceHistoryUrl(request, "csv")} download>
        <Trans>Download CSV</Trans>
      </a>
    </div>
  );
}
