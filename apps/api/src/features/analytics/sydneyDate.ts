const businessDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Australia/Sydney",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The business day a moment belongs to, in Sydney (`YYYY-MM-DD`), daylight saving included. */
export function sydneyDate(at: Date): string {
  return businessDay.format(at);
}
