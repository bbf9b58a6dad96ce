import type { HistoryPoint, PriceHistory } from "@gw/api-client/schemas";
import { formatPercent, htmlLang, useLocale } from "@gw/i18n";
import { useLingui } from "@lingui/react/macro";
import { useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { linearScale, niceTicks, pointAfterKey, spreadIndexes } from "./chartScale";
import { axisDateFormat, closeMoney, fullDateFormat } from "./historyFormats";
import { useElementSize } from "./useElementSize";
import styles from "./HistoryChart.module.css";

interface HistoryChartProps {
  history: PriceHistory;
  /** Names the chart: "Gold price history, 1M, in AUD". */
  label: string;
  /** Writes a point's figure (`axis`: on the axis, where it may be shorter); money by default. */
  formatValue?: (value: number, axis: boolean) => string;
}

const margin = { top: 44, right: 16, bottom: 30 };
/** Until measured: about what the chart's frame leaves it on a desktop. */
const defaultSize = { width: 800, height: 400 };

/**
 * A line of the closes, drawn as SVG in the page (no third party, nothing loaded beyond this
 * code). One tab stop: the chart is a slider over its points; arrows, Page Up/Down, Home and End
 * move through them and the readout (and what a screen reader announces) is that day's date and
 * close. The summary of the whole range is its description; the table has every figure.
 */
export function HistoryChart({ history, label, formatValue }: HistoryChartProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const lang = htmlLang(locale);
  const id = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const { width, height } = useElementSize(frameRef, defaultSize);
  // Whatever series it is handed (a calculator's mid-edit, a month the history lacks): a point
  // without a figure is not drawn, and a series with none draws nothing.
  const points = useMemo(
    () => history.points.filter((point) => Number.isFinite(point.close)),
    [history.points],
  );
  // The point the visitor moved to, in the series they moved in: a new series starts at its end.
  const [chosen, setChosen] = useState<{ points: readonly HistoryPoint[]; index: number }>();
  const active = chosen?.points === points ? chosen.index : points.length - 1;
  const setActive = (index: number) => setChosen({ points, index });

  const formats = useMemo(
    () => ({
      money: formatValue
        ? (value: number) => formatValue(value, false)
        : closeMoney(locale, history.currency),
      axisMoney: formatValue
        ? (value: number) => formatValue(value, true)
        : closeMoney(locale, history.currency, true),
      date: fullDateFormat(lang),
      axisDate: axisDateFormat(lang, history.range),
    }),
    [locale, lang, history.currency, history.range, formatValue],
  );

  const point = points[active];
  const first = points[0];
  const last = points.at(-1);
  if (!point || !first || !last) {
    return (
      <div ref={frameRef} className={styles.chart} data-metal={history.metal}>
        <p className={styles.empty}>{t`There are no prices to draw for this choice.`}</p>
      </div>
    );
  }

  const closes = points.map((each) => each.close);
  const low = Math.min(...closes);
  const high = Math.max(...closes);
  const ticks = niceTicks(low, high, 5);
  const small = high < 100;
  const tickText = (value: number) => (small ? formats.money : formats.axisMoney)(value);
  // Room for the longest axis label (about 7.5 px a character at this size).
  const left = 16 + Math.max(...ticks.map((tick) => tickText(tick).length)) * 7.5;
  const right = width - margin.right;
  const bottom = height - margin.bottom;
  const x = linearScale([0, Math.max(1, points.length - 1)], [left, right]);
  const y = linearScale(
    [Math.min(low, ticks[0] ?? low), Math.max(high, ticks.at(-1) ?? high)],
    [bottom, margin.top],
  );
  const line = points
    .map((each, index) => `${index ? "L" : "M"}${x(index)},${y(each.close)}`)
    .join("");
  const area = `${line}L${x(points.length - 1)},${bottom}L${x(0)},${bottom}Z`;

  const readout = `${formats.date(point.date)}: ${formats.money(point.close)}`;
  const changeFraction = (last.close - first.close) / first.close;
  // From nothing (a value of 0) there is no change to put in %.
  const change = Number.isFinite(changeFraction)
    ? formatPercent(locale, changeFraction, { signed: true })
    : "–";
  const [firstClose, firstDate] = [formats.money(first.close), formats.date(first.date)];
  const [lastClose, lastDate] = [formats.money(last.close), formats.date(last.date)];
  const [lowest, highest] = [formats.money(low), formats.money(high)];
  const summary = t`From ${firstClose} on ${firstDate} to ${lastClose} on ${lastDate} (${change}); lowest close ${lowest}, highest ${highest}.`;

  const onKeyDown = (event: KeyboardEvent) => {
    const next = pointAfterKey(event.key, active, points.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  };
  const onPointerMove = (event: PointerEvent) => {
    const box = event.currentTarget.getBoundingClientRect();
    const fraction = (event.clientX - box.left - left) / Math.max(1, right - left);
    setActive(Math.min(points.length - 1, Math.max(0, Math.round(fraction * (points.length - 1)))));
  };

  return (
    <div
      ref={frameRef}
      className={styles.chart}
      data-metal={history.metal}
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={points.length - 1}
      aria-valuenow={active}
      aria-valuetext={readout}
      aria-describedby={`${id}-summary`}
      onKeyDown={onKeyDown}
      onPointerMove={onPointerMove}
    >
      <p className={styles.readout} aria-hidden="true">
        {readout}
      </p>
      <p id={`${id}-summary`} className="gw-visually-hidden">
        {summary}
      </p>
      <svg width={width} height={height} aria-hidden="true" className={styles.svg}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} className={styles.grid} />
            <text x={left - 8} y={y(tick)} dy="0.32em" textAnchor="end" className={styles.label}>
              {tickText(tick)}
            </text>
          </g>
        ))}
        {spreadIndexes(points.length, width < 500 ? 3 : 5).map((index, place, all) => (
          <text
            key={index}
            x={x(index)}
            y={bottom + 20}
            textAnchor={place === 0 ? "start" : place === all.length - 1 ? "end" : "middle"}
            className={styles.label}
          >
            {formats.axisDate(points[index]!.date)}
          </text>
        ))}
        <path d={area} className={styles.area} />
        <path d={line} className={styles.line} />
        <line x1={x(active)} x2={x(active)} y1={margin.top} y2={bottom} className={styles.cursor} />
        <circle cx={x(active)} cy={y(point.close)} r={5} className={styles.dot} />
      </svg>
    </div>
  );
}
