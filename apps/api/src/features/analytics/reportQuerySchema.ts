import * as v from "valibot";
import { isRealDate } from "../../priceFeeds/calendarDates";

/** The longest report asked at once: the 25 months counts are kept, and a little more. */
const reportMaxDays = 800;
const dayMs = 86_400_000;

const day = (name: string) =>
  v.pipe(
    v.string(`${name} is required (YYYY-MM-DD)`),
    v.check(isRealDate, `${name} must be a date written YYYY-MM-DD`),
  );

/** `GET /v1/analytics/daily`'s query: `from` and `to` (business days, both included), `format`. */
export const reportQuerySchema = v.strictObject({
  from: day("from"),
  to: day("to"),
  format: v.optional(v.picklist(["json", "csv"], "format must be json or csv"), "json"),
});

/** What is wrong with a range whose days are each valid, if anything. */
export function reportRangeProblem({ from, to }: { from: string; to: string }): string | null {
  if (from > to) return "from must not be after to";
  if ((Date.parse(to) - Date.parse(from)) / dayMs >= reportMaxDays)
    return `A report covers at most ${reportMaxDays} days`;
  return null;
}
