import { isRealDate } from "../prices/calendarDates";
import { parse } from "csv-parse/sync";
import type { ApiDatabase } from "../database/openDatabase";
import { importedBenchmarkSource } from "./referenceConfig";
import { shanghaiInstant, type ReferenceQuote } from "./referenceProvider";

/** The Shanghai Gold Benchmark's two daily prices and when the SGE publishes them (Beijing). */
const sessions = { am: "10:15:00", pm: "14:15:00" } as const;
const required = ["date", "am", "pm"] as const;
const sourcePattern = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
const problemsShown = 20;

/** One benchmark price of a file, as it will be stored. */
export interface ImportedReference extends ReferenceQuote {
  source: string;
}

const isPrice = (text: string) => /^\d+(\.\d+)?$/.test(text) && Number(text) > 0;

/**
 * Reads a CSV of the SGE's published daily benchmark (header `date,am,pm`, optional `source`, any
 * column order, more columns ignored; yuan per gram, an empty `pm` for a day whose afternoon price
 * is not out yet) and checks every line: a real date not after today, each price a positive
 * number, at least one of them, a source name, no day given twice with other prices. Returns the
 * prices, each at its publication time, or every problem with its line number.
 */
export function readBenchmarkCsv(
  text: string,
  today: string,
): { ok: true; prices: ImportedReference[] } | { ok: false; problems: string[] } {
  let records: Record<string, string>[];
  try {
    records = parse(text, { columns: true, bom: true, skip_empty_lines: true, trim: true });
  } catch (error) {
    return { ok: false, problems: [`not readable as CSV: ${(error as Error).message}`] };
  }
  if (!records.length)
    return { ok: false, problems: ["no prices: the file has no lines after its header"] };
  const header = Object.keys(records[0]!);
  const missing = required.filter((column) => !header.includes(column));
  if (missing.length)
    return {
      ok: false,
      problems: [`the header lacks ${missing.join(", ")} (it needs ${required.join(",")})`],
    };

  const problems: string[] = [];
  const seen = new Map<string, string>();
  const prices: ImportedReference[] = [];
  records.forEach((record, index) => {
    const line = index + 2;
    const { date = "", am = "", pm = "" } = record;
    const source = record.source || importedBenchmarkSource;
    const wrong = [
      !isRealDate(date) && `date "${date}" is not a date (YYYY-MM-DD)`,
      isRealDate(date) && date > today && `date ${date} is in the future`,
      am !== "" && !isPrice(am) && `am "${am}" is not a positive number`,
      pm !== "" && !isPrice(pm) && `pm "${pm}" is not a positive number`,
      am === "" && pm === "" && "neither am nor pm has a price",
      !sourcePattern.test(source) &&
        `source "${source}" is not a source name (letters, digits, . _ / -)`,
    ].filter(Boolean) as string[];
    if (wrong.length) return problems.push(`line ${line}: ${wrong.join("; ")}`);
    const key = `${source} ${date}`;
    const given = `${am},${pm}`;
    const earlier = seen.get(key);
    if (earlier !== undefined && earlier !== given)
      return problems.push(
        `line ${line}: ${date} (${source}) is also on an earlier line with other prices`,
      );
    if (earlier !== undefined) return;
    seen.set(key, given);
    for (const [session, price] of [
      ["am", am],
      ["pm", pm],
    ] as const)
      if (price !== "")
        prices.push({
          source,
          date,
          asOf: shanghaiInstant(date, sessions[session]),
          price: Number(price),
        });
  });
  if (!problems.length) return { ok: true, prices };
  const more = problems.length - problemsShown;
  return {
    ok: false,
    problems: [
      ...problems.slice(0, problemsShown),
      ...(more > 0 ? [`and ${more} more lines`] : []),
    ],
  };
}

export interface BenchmarkImportSummary {
  added: number;
  corrected: number;
  unchanged: number;
}

/**
 * Stores the prices in one transaction: one not yet held is added, one held with another price is
 * corrected to the file's (the file is the operator's word for its source), one held with the same
 * price is left alone, so importing a file twice changes nothing the second time.
 */
export async function storeImportedBenchmark(
  { db }: ApiDatabase,
  prices: readonly ImportedReference[],
  now: number,
): Promise<BenchmarkImportSummary> {
  const recordedAt = new Date(now).toISOString();
  const summary: BenchmarkImportSummary = { added: 0, corrected: 0, unchanged: 0 };
  await db.transaction().execute(async (trx) => {
    for (const source of new Set(prices.map((price) => price.source))) {
      const held = new Map(
        (
          await trx
            .selectFrom("reference_prices")
            .select(["as_of", "price"])
            .where("source", "=", source)
            .execute()
        ).map((row) => [Number(row.as_of), Number(row.price)]),
      );
      const rows = prices.filter((price) => price.source === source);
      const added = rows.filter((row) => !held.has(row.asOf));
      const corrected = rows.filter(
        (row) => held.has(row.asOf) && held.get(row.asOf) !== row.price,
      );
      summary.added += added.length;
      summary.corrected += corrected.length;
      summary.unchanged += rows.length - added.length - corrected.length;
      for (let start = 0; start < added.length; start += 500)
        await trx
          .insertInto("reference_prices")
          .values(
            added.slice(start, start + 500).map((row) => ({
              source,
              date: row.date,
              as_of: row.asOf,
              price: row.price,
              recorded_at: recordedAt,
            })),
          )
          .execute();
      for (const row of corrected)
        await trx
          .updateTable("reference_prices")
          .set({ price: row.price, recorded_at: recordedAt })
          .where("source", "=", source)
          .where("as_of", "=", row.asOf)
          .execute();
    }
  });
  return summary;
}
