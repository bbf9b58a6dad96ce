import { addDays, weekdayOf } from "./calendarDates";
import { exchangeHolidays } from "./exchangeHolidays";

/**
 * The metals market's trading week in New York time, as CME Globex trades gold and silver: each
 * session opens at 18:00 the evening before its trading day and closes at 17:00 on it, so the
 * market is shut from Friday 17:00 to Sunday 18:00, for the daily hour 17:00-18:00, and for the
 * whole session of a holiday. Whether prices are "live" comes from here, never from a provider
 * going quiet.
 */

const sessionOpensAt = 18 * 60;
const sessionClosesAt = 17 * 60;

const newYorkClock = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** The New York calendar date and minutes past midnight at an instant. */
function newYorkTime(instant: number): { date: string; minutes: number } {
  const parts: Record<string, string> = {};
  for (const part of newYorkClock.formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The instant a New York wall-clock time happens (EDT is UTC-4, EST UTC-5). */
function newYorkInstant(date: string, minutes: number): number {
  const wallClockAsUtc = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  for (const offsetHours of [4, 5]) {
    const instant = wallClockAsUtc + offsetHours * 3_600_000;
    const local = newYorkTime(instant);
    if (local.date === date && local.minutes === minutes) return instant;
  }
  throw new Error(`${date} ${minutes} minutes does not exist in New York time`);
}

export function isTradingDay(date: string): boolean {
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6 && !exchangeHolidays(Number(date.slice(0, 4))).has(date);
}

/** The trading day a session running at this instant belongs to (after 18:00, the next day). */
export function tradingDayOf(instant: number): string {
  const { date, minutes } = newYorkTime(instant);
  return minutes >= sessionOpensAt ? addDays(date, 1) : date;
}

export function isMarketOpen(instant: number): boolean {
  const { minutes } = newYorkTime(instant);
  if (minutes >= sessionClosesAt && minutes < sessionOpensAt) return false;
  return isTradingDay(tradingDayOf(instant));
}

/** When a trading day's session closes: 17:00 New York time that day. */
export function sessionCloseOf(date: string): number {
  return newYorkInstant(date, sessionClosesAt);
}

export function previousTradingDay(date: string): string {
  let day = addDays(date, -1);
  while (!isTradingDay(day)) day = addDays(day, -1);
  return day;
}

function nextTradingDay(date: string): string {
  let day = addDays(date, 1);
  while (!isTradingDay(day)) day = addDays(day, 1);
  return day;
}

interface Session {
  opensAt: number;
  closesAt: number;
}

/** The sessions still running or yet to come at an instant, in order (the list never ends). */
function* sessionsFrom(instant: number): Generator<Session, never> {
  let day = tradingDayOf(instant);
  if (!isTradingDay(day)) day = nextTradingDay(day);
  for (;;) {
    const closesAt = newYorkInstant(day, sessionClosesAt);
    if (closesAt > instant)
      yield { opensAt: newYorkInstant(addDays(day, -1), sessionOpensAt), closesAt };
    day = nextTradingDay(day);
  }
}

/**
 * How long the market was open between two instants (ms), counting no more than `cap`: a quote
 * taken at Friday's close is no older on Sunday afternoon than it was on Friday evening.
 */
export function openMarketMsBetween(from: number, to: number, cap = Infinity): number {
  let total = 0;
  if (to <= from) return total;
  for (const { opensAt, closesAt } of sessionsFrom(from)) {
    if (opensAt >= to || total >= cap) break;
    total += Math.min(closesAt, to) - Math.max(opensAt, from);
  }
  return Math.min(total, cap);
}

/** The instant by which the market will have been open `ms` since `from`. */
export function whenOpenMarketMsPass(from: number, ms: number): number {
  const sessions = sessionsFrom(from);
  let left = ms;
  for (;;) {
    const { opensAt, closesAt } = sessions.next().value;
    const start = Math.max(opensAt, from);
    if (closesAt - start >= left) return start + left;
    left -= closesAt - start;
  }
}

/** The next instant the market opens (while it is shut) or closes (while it is open). */
export function nextMarketChange(instant: number): number {
  const session = sessionsFrom(instant).next().value;
  return session.opensAt <= instant ? session.closesAt : session.opensAt;
}

/** The latest trading day whose session has closed by this instant (its close is final). */
export function lastClosedTradingDay(instant: number): string {
  const { date, minutes } = newYorkTime(instant);
  return isTradingDay(date) && minutes >= sessionClosesAt ? date : previousTradingDay(date);
}

/** Every trading day from `from` to `to`, both included, oldest first. */
export function tradingDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (isTradingDay(day)) days.push(day);
  return days;
}
