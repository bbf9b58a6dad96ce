import type { PriceHistory } from "@gw/api-client/schemas";
import { htmlLang, useLocale } from "@gw/i18n";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { closeMoney, fullDateFormat } from "./historyFormats";
import styles from "./HistoryTable.module.css";

/** Every close of a range, newest first: the chart's figures for anyone who would rather read. */
export function HistoryTable({ history, caption }: { history: PriceHistory; caption: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const lang = htmlLang(locale);
  const { money, date } = useMemo(
    () => ({ money: closeMoney(locale, history.currency), date: fullDateFormat(lang) }),
    [locale, lang, history.currency],
  );
  const rows = useMemo(() => [...history.points].reverse(), [history.points]);
  const { currency } = history;
  return (
    <table className={styles.table}>
      {/* Shown, not only read out: it says what the figures are (metal, range, currency). */}
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Date</Trans>
          </th>
          <th scope="col">{t`Close (${currency})`}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((point) => (
          <tr key={point.date}>
            <td>
              <time dateTime={point.date}>{date(point.date)}</time>
            </td>
            <td>{money(point.close)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
