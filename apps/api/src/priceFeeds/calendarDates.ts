/** Calendar arithmetic on `YYYY-MM-DD` dates, in UTC so no local time zone shifts a day. */

const dayMs = 86_400_000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** 0 is Sunday, as `Date.getUTCDay`. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The same day `months` earlier, or that month's last day when it is shorter (31 May -> 30 Apr). */
export function monthsBefore(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The Monday that starts the date's week (ISO weeks), which names the week. */
export function weekOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** Whether text is a calendar day written `YYYY-MM-DD` (`2025-13-01` and `2025-02-30` are not). */
export function isRealDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const day = new Date(`${date}T00:00:00Z`);
  // An impossible month gives an invalid Date, whose toISOString would throw.
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(date);
}
