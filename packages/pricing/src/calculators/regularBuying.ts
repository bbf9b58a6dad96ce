import type { HistoryPoint } from "@gw/api-client/schemas";
import { GRAMS_PER_UNIT } from "../converter/weightUnits";

/** One month of regular buying: what was bought at that month's first close, and the total. */
interface BuyingMonth {
  /** `YYYY-MM`. */
  month: string;
  /** The day of the month's first close. */
  date: string;
  /** The month's first daily close per troy ounce, the price the month buys at. */
  close: number;
  /** Grams bought this month. */
  bought: number;
  /** Grams held after this month's purchase. */
  held: number;
  /** What the metal held was worth at this month's close. */
  value: number;
}

export interface RegularBuyingResult {
  months: BuyingMonth[];
  /** The amount × the months counted. */
  invested: number;
  /** Grams bought over all the months. */
  grams: number;
  /** The same in troy ounces. */
  ounces: number;
  /** The metal bought at today's sell price (the spot bid). */
  valueToday: number;
  gain: number;
  /** The gain as a fraction of what was invested (0.25 for 25 %). */
  gainFraction: number;
  /**
   * The first month counted when the history begins after the chosen start (`YYYY-MM`): the
   * results then count from it and must say so. Undefined when the chosen start is held.
   */
  countsFrom: string | undefined;
}

interface RegularBuyingInput {
  /** Spent every month, in the closes' currency. */
  amount: number;
  /** The first month to buy in, `YYYY-MM`. */
  start: string;
  /** Each month's first daily close per troy ounce, oldest first (`interval=monthly`). */
  closes: readonly HistoryPoint[];
  /** Today's sell price per troy ounce, in the same currency. */
  bidToday: number;
}

/**
 * Buying `amount` of a metal at every month's first close from `start` on, valued at today's sell
 * price. Null when no month from `start` on has a close (nothing would have been bought).
 */
export function regularBuying({
  amount,
  start,
  closes,
  bidToday,
}: RegularBuyingInput): RegularBuyingResult | null {
  const counted = closes.filter((point) => monthOf(point.date) >= start);
  if (counted.length === 0) return null;
  let held = 0;
  const months = counted.map(({ date, close }) => {
    const bought = (amount / close) * GRAMS_PER_UNIT.troyOunce;
    held += bought;
    return { month: monthOf(date), date, close, bought, held, value: ouncesOf(held) * close };
  });
  const invested = amount * months.length;
  const valueToday = ouncesOf(held) * bidToday;
  const gain = valueToday - invested;
  const first = months[0]!.month;
  return {
    months,
    invested,
    grams: held,
    ounces: ouncesOf(held),
    valueToday,
    gain,
    gainFraction: invested > 0 ? gain / invested : 0,
    countsFrom: first > start ? first : undefined,
  };
}

const ouncesOf = (grams: number) => grams / GRAMS_PER_UNIT.troyOunce;

/** A date's month: `2026-01-05` -> `2026-01`. */
const monthOf = (date: string) => date.slice(0, 7);

/**
 * The month regular buying starts from unless the visitor picks another: five years before
 * `today`'s month, or the first month the history holds if that is later.
 */
export function defaultStartMonth(today: string, firstHeld: string | undefined): string {
  const fiveYearsBack = `${Number(today.slice(0, 4)) - 5}${today.slice(4, 7)}`;
  const first = firstHeld && monthOf(firstHeld);
  return first && first > fiveYearsBack ? first : fiveYearsBack;
}

/** Whether text is a month as a month field gives it (`2021-11`). */
export const isMonth = (text: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(text);
