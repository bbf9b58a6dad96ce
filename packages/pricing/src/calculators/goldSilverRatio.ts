import type { HistoryPoint } from "@gw/api-client/schemas";

/** How many ounces of silver an ounce of gold is worth, from two prices per troy ounce. */
export function goldSilverRatio(goldPerOunce: number, silverPerOunce: number): number {
  return goldPerOunce / silverPerOunce;
}

/** The ratio on every day both metals have a close, oldest first (as `close`, for the chart). */
export function ratioSeries(
  gold: readonly HistoryPoint[],
  silver: readonly HistoryPoint[],
): HistoryPoint[] {
  const silverOn = new Map(silver.map((point) => [point.date, point.close]));
  return gold.flatMap(({ date, close }) => {
    const silverClose = silverOn.get(date);
    return silverClose ? [{ date, close: goldSilverRatio(close, silverClose) }] : [];
  });
}
