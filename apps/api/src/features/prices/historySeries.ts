import type { HistoryInterval, HistoryPoint, HistoryRange } from "@gw/api-client/schemas";
import { monthsBefore, weekOf } from "../../priceFeeds/calendarDates";

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

/**
 * Daily closes as they are, each week's last close (dated by its day) for weekly charts, or each
 * month's first close (dated by its day) for monthly buying, each with the source it came from.
 */
export function atInterval(
  points: readonly HistoryPoint[],
  sourceOf: readonly string[],
  interval: HistoryInterval,
): { points: HistoryPoint[]; sourceOf: string[] } {
  if (interval === "daily") return { points: [...points], sourceOf: [...sourceOf] };
  const keptOf = new Map<string, number>();
  points.forEach((point, index) => {
    if (interval === "weekly") keptOf.set(weekOf(point.date), index);
    else if (!keptOf.has(point.date.slice(0, 7))) keptOf.set(point.date.slice(0, 7), index);
  });
  const kept = [...keptOf.values()];
  return {
    points: kept.map((index) => points[index]!),
    sourceOf: kept.map((index) => sourceOf[index]!),
  };
}

/** Consecutive points from one source, as the answer labels them. */
export function sourceParts(points: readonly HistoryPoint[], sourceOf: readonly string[]) {
  const parts: { source: string; from: string; to: string }[] = [];
  points.forEach((point, index) => {
    const source = sourceOf[index]!;
    const last = parts.at(-1);
    if (last?.source === source) last.to = point.date;
    else parts.push({ source, from: point.date, to: point.date });
  });
  return parts;
}

/** The points as CSV with the header `date,close`, one line each. */
export function historyCsv(points: readonly HistoryPoint[]): string {
  return ["date,close", ...points.map(({ date, close }) => `${date},${close}`)].join("\n") + "\n";
}
