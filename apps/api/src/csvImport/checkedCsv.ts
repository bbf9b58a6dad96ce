import { parse } from "csv-parse/sync";
import { isRealDate } from "../priceFeeds/calendarDates";

/** Problems listed before the rest are summed up, so a wrong file gives a readable answer. */
const problemsShown = 20;
/** A source names a series: letters, digits and `. _ / -`, as `lbma-pm` or `perthmint/aud`. */
const sourcePattern = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;

/** What one line of a file gives, once read. */
type CsvLine<Row> =
  | { problems: string[] }
  | {
      /** Names the line's day in its series: two lines with one key must agree. */
      key: string;
      /** What the line gives for that day, compared with another line of the same key. */
      given: string;
      /** The key in a problem's words: `gold AUD 2025-12-31 (lbma-pm)`. */
      named: string;
      rows: Row[];
    };

interface CsvFileRules<Row> {
  /** Columns the header must have (in any order; more are ignored). */
  columns: readonly string[];
  /** What the file holds, for an empty one: `closes`. */
  holds: string;
  /** What two lines for one day disagree on: `another close`. */
  disagree: string;
  readLine: (record: Record<string, string>) => CsvLine<Row>;
}

/**
 * Reads an import's CSV and checks every line before anything is stored: the header's columns,
 * each line's own checks, and no day given twice with other figures (the same figures twice are
 * one). Returns the rows, or every problem with its line number, the first 20 and a count.
 */
export function readCheckedCsv<Row>(
  text: string,
  { columns, holds, disagree, readLine }: CsvFileRules<Row>,
): { ok: true; rows: Row[] } | { ok: false; problems: string[] } {
  let records: Record<string, string>[];
  try {
    records = parse(text, { columns: true, bom: true, skip_empty_lines: true, trim: true });
  } catch (error) {
    return { ok: false, problems: [`not readable as CSV: ${(error as Error).message}`] };
  }
  if (!records.length)
    return { ok: false, problems: [`no ${holds}: the file has no lines after its header`] };
  const header = Object.keys(records[0]!);
  const missing = columns.filter((column) => !header.includes(column));
  if (missing.length)
    return {
      ok: false,
      problems: [`the header lacks ${missing.join(", ")} (it needs ${columns.join(",")})`],
    };

  const problems: string[] = [];
  const seen = new Map<string, string>();
  const rows: Row[] = [];
  records.forEach((record, index) => {
    const line = index + 2;
    const read = readLine(record);
    if ("problems" in read) return problems.push(`line ${line}: ${read.problems.join("; ")}`);
    const earlier = seen.get(read.key);
    if (earlier !== undefined && earlier !== read.given)
      return problems.push(
        `line ${line}: ${read.named} is also on an earlier line with ${disagree}`,
      );
    if (earlier !== undefined) return;
    seen.set(read.key, read.given);
    rows.push(...read.rows);
  });
  if (!problems.length) return { ok: true, rows };
  const more = problems.length - problemsShown;
  return {
    ok: false,
    problems: [
      ...problems.slice(0, problemsShown),
      ...(more > 0 ? [`and ${more} more lines`] : []),
    ],
  };
}

/** Whether a figure is written as a positive decimal number (`2650.5`, not `-1` or `1e3`). */
export const isPositiveNumber = (text: string) => /^\d+(\.\d+)?$/.test(text) && Number(text) > 0;

/** What is wrong with a line's date: not a calendar day, or after `today`. */
export function dateProblems(date: string, today: string): string[] {
  if (!isRealDate(date)) return [`date "${date}" is not a date (YYYY-MM-DD)`];
  return date > today ? [`date ${date} is in the future`] : [];
}

/** What is wrong with a line's source name, if anything. */
export function sourceProblems(source: string): string[] {
  return sourcePattern.test(source)
    ? []
    : [`source "${source}" is not a source name (letters, digits, . _ / -)`];
}
