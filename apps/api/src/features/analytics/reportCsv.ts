import { stringify } from "csv-stringify/sync";
import { countDimensions } from "./analyticsMigration";
import type { CountRow } from "./countBuffer";

const columns = [...countDimensions, "count"];

/**
 * The report as CSV, with the JSON's field names as its header row. A value that a spreadsheet
 * would run as a formula (a campaign named `=…`) is written with a leading `'`.
 */
export function reportCsv(rows: readonly CountRow[]): string {
  return stringify(rows as unknown as Record<string, unknown>[], {
    header: true,
    columns,
    escape_formulas: true,
  });
}
