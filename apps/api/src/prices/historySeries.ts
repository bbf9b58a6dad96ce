import type { HistoryInterval, HistoryPoint, HistoryRange } from "@gw/api-client/schemas";
import { monthsBefore, weekOf } from "./calendarDates";

const monthsIn: Record<Exclude<HistoryRange, "ALL">, number> = {
  "1M": 1,
  "3M": 3,
  "6M": 6,
  "1Y": 12,
  "5Y": 60,
};

/** The first date a range covers, counted back from `today`; undefined for ALL. */
export function rangeStart(range: HistoryRange, today: string): string | undefined {
  return range === "ALL" ? undefined : monthsBefore(today, monthsIn[range]);
}

/** Daily closes as they are, or each week's last close (dated by its day) for weekly charts. */
export function atInterval(points: readonly HistoryPoint[], interval: HistoryInterval) {
  if (interval === "daily") return [...points];
  const lastOfWeek = new Map<string, HistoryPoint>();
  for (const point of points) lastOfWeek.set(weekOf(point.date), point);
  return [...lastOfWeek.values()];
}

/** The points as CSV with the header `date,close`, one line each. */
export function historyCsv(points: readonly HistoryPoint[]): string {
  return ["date,close", ...points.map(({ date, close }) => `${date},${close}`)].join("\n") + "\n";
}
