import { addDays, weekdayOf } from "./calendarDates";

/**
 * The days the precious-metals markets (CME Globex metals, LBMA) do not trade although they fall
 * on a weekday: New Year's Day, Good Friday and Christmas Day. A holiday on a Sunday moves to the
 * Monday; Christmas on a Saturday moves to the Friday, New Year's Day on a Saturday is not made up
 * (the markets trade on 31 December), as the US exchanges do. Early closes (24 December, US
 * federal holidays with shortened sessions) are not modelled: those days count as trading days.
 */
export function exchangeHolidays(year: number): Map<string, string> {
  const cached = byYear.get(year);
  if (cached) return cached;
  const holidays = new Map<string, string>();
  const newYear = `${year}-01-01`;
  if (weekdayOf(newYear) === 0) holidays.set(addDays(newYear, 1), "New Year's Day");
  else if (weekdayOf(newYear) !== 6) holidays.set(newYear, "New Year's Day");
  holidays.set(addDays(easterSunday(year), -2), "Good Friday");
  const christmas = `${year}-12-25`;
  const christmasWeekday = weekdayOf(christmas);
  const shift = christmasWeekday === 6 ? -1 : christmasWeekday === 0 ? 1 : 0;
  holidays.set(addDays(christmas, shift), "Christmas Day");
  byYear.set(year, holidays);
  return holidays;
}

const byYear = new Map<number, Map<string, string>>();

/** Easter Sunday in the Gregorian calendar (the anonymous "Meeus/Jones/Butcher" algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
