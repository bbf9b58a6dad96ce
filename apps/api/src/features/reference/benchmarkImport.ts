import { storeAgainstHeld, type ImportCounts } from "../../csvImport/againstHeld";
import {
  dateProblems,
  isPositiveNumber,
  readCheckedCsv,
  sourceProblems,
} from "../../csvImport/checkedCsv";
import type { ApiDatabase } from "../../database/openDatabase";
import { importedBenchmarkSource } from "./referenceConfig";
import { shanghaiInstant, type ReferenceQuote } from "./referenceProvider";

/** The Shanghai Gold Benchmark's two daily prices and when the SGE publishes them (Beijing). */
const sessions = { am: "10:15:00", pm: "14:15:00" } as const;
const required = ["date", "am", "pm"] as const;

/** One benchmark price of a file, as it will be stored. */
export interface ImportedReference extends ReferenceQuote {
  source: string;
}

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
  const read = readCheckedCsv<ImportedReference>(text, {
    columns: required,
    holds: "prices",
    disagree: "other prices",
    readLine: (record) => {
      const { date = "", am = "", pm = "" } = record;
      const source = record.source || importedBenchmarkSource;
      const problems = [
        ...dateProblems(date, today),
        ...(am !== "" && !isPositiveNumber(am) ? [`am "${am}" is not a positive number`] : []),
        ...(pm !== "" && !isPositiveNumber(pm) ? [`pm "${pm}" is not a positive number`] : []),
        ...(am === "" && pm === "" ? ["neither am nor pm has a price"] : []),
        ...sourceProblems(source),
      ];
      if (problems.length) return { problems };
      const sessionPrices = [
        ["am", am],
        ["pm", pm],
      ] as const;
      return {
        key: `${source} ${date}`,
        given: `${am},${pm}`,
        named: `${date} (${source})`,
        rows: sessionPrices
          .filter(([, price]) => price !== "")
          .map(([session, price]) => ({
            source,
            date,
            asOf: shanghaiInstant(date, sessions[session]),
            price: Number(price),
          })),
      };
    },
  });
  return read.ok ? { ok: true, prices: read.rows } : read;
}

/** Stores the prices in one transaction, each added, corrected or left (`sortAgainstHeld`). */
export async function storeImportedBenchmark(
  { db }: ApiDatabase,
  prices: readonly ImportedReference[],
  now: number,
): Promise<ImportCounts> {
  const recordedAt = new Date(now).toISOString();
  const summary: ImportCounts = { added: 0, corrected: 0, unchanged: 0 };
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
      await storeAgainstHeld(summary, rows, held, {
        keyOf: (row) => row.asOf,
        figureOf: (row) => row.price,
        insert: (added) =>
          trx
            .insertInto("reference_prices")
            .values(
              added.map((row) => ({
                source,
                date: row.date,
                as_of: row.asOf,
                price: row.price,
                recorded_at: recordedAt,
              })),
            )
            .execute(),
        correct: (row) =>
          trx
            .updateTable("reference_prices")
            .set({ price: row.price, recorded_at: recordedAt })
            .where("source", "=", source)
            .where("as_of", "=", row.asOf)
            .execute(),
      });
    }
  });
  return summary;
}
