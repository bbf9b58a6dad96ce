import {
  priceCurrencies,
  priceMetals,
  type PriceCurrency,
  type PriceMetal,
} from "@gw/api-client/schemas";
import { storeAgainstHeld, type ImportCounts } from "../../csvImport/againstHeld";
import {
  dateProblems,
  isPositiveNumber,
  readCheckedCsv,
  sourceProblems,
} from "../../csvImport/checkedCsv";
import type { ApiDatabase } from "../../database/openDatabase";

/** One daily close of a file, as it will be stored. */
interface ImportedClose {
  date: string;
  metal: PriceMetal;
  currency: PriceCurrency;
  close: number;
  source: string;
}

const columns = ["date", "metal", "currency", "close", "source"] as const;

/**
 * Reads a CSV of daily closes (header `date,metal,currency,close,source`, any column order, more
 * columns ignored) and checks every line: a real past date, a metal and currency the site shows,
 * a positive close, a source name, no day given twice with different closes. Returns the closes,
 * or every problem with its line number (nothing is stored from a file with any).
 */
export function readClosesCsv(
  text: string,
  today: string,
): { ok: true; closes: ImportedClose[] } | { ok: false; problems: string[] } {
  const read = readCheckedCsv<ImportedClose>(text, {
    columns,
    holds: "closes",
    disagree: "another close",
    readLine: (record) => {
      const { date, metal, currency, close, source } = record as Record<
        (typeof columns)[number],
        string
      >;
      const problems = [
        ...dateProblems(date, today),
        ...(!(priceMetals as readonly string[]).includes(metal)
          ? [`metal "${metal}" is not one of ${priceMetals.join(", ")}`]
          : []),
        ...(!(priceCurrencies as readonly string[]).includes(currency)
          ? [`currency "${currency}" is not one of ${priceCurrencies.join(", ")}`]
          : []),
        ...(!isPositiveNumber(close) ? [`close "${close}" is not a positive number`] : []),
        ...sourceProblems(source),
      ];
      if (problems.length) return { problems };
      const row = {
        date,
        metal: metal as PriceMetal,
        currency: currency as PriceCurrency,
        close: Number(close),
        source,
      };
      return {
        key: `${source} ${metal} ${currency} ${date}`,
        given: String(row.close),
        named: `${metal} ${currency} ${date} (${source})`,
        rows: [row],
      };
    },
  });
  return read.ok ? { ok: true, closes: read.rows } : read;
}

export interface ImportSummary extends ImportCounts {
  /** Each source's first and last day in the file. */
  sources: { source: string; from: string; to: string }[];
}

/** Stores closes in one transaction, each day added, corrected or left (`sortAgainstHeld`). */
export async function storeImportedCloses(
  { db }: ApiDatabase,
  closes: readonly ImportedClose[],
  now: number,
): Promise<ImportSummary> {
  const recordedAt = new Date(now).toISOString();
  const summary: ImportSummary = { added: 0, corrected: 0, unchanged: 0, sources: [] };
  const series = new Map<string, ImportedClose[]>();
  for (const close of closes) {
    const key = `${close.source}\n${close.metal}\n${close.currency}`;
    series.set(key, [...(series.get(key) ?? []), close]);
  }
  await db.transaction().execute(async (trx) => {
    for (const rows of series.values()) {
      const { source, metal, currency } = rows[0]!;
      const held = new Map(
        (
          await trx
            .selectFrom("price_closes")
            .select(["date", "close"])
            .where("source", "=", source)
            .where("metal", "=", metal)
            .where("currency", "=", currency)
            .execute()
        ).map((row) => [row.date, Number(row.close)]),
      );
      await storeAgainstHeld(summary, rows, held, {
        keyOf: (row) => row.date,
        figureOf: (row) => row.close,
        insert: (added) =>
          trx
            .insertInto("price_closes")
            .values(added.map((row) => ({ ...row, recorded_at: recordedAt })))
            .execute(),
        correct: (row) =>
          trx
            .updateTable("price_closes")
            .set({ close: row.close, recorded_at: recordedAt })
            .where("source", "=", source)
            .where("metal", "=", metal)
            .where("currency", "=", currency)
            .where("date", "=", row.date)
            .execute(),
      });
    }
  });
  const spans = new Map<string, { from: string; to: string }>();
  for (const { source, date } of closes) {
    const span = spans.get(source);
    spans.set(source, {
      from: span && span.from < date ? span.from : date,
      to: span && span.to > date ? span.to : date,
    });
  }
  summary.sources = [...spans]
    .map(([source, span]) => ({ source, ...span }))
    .sort((a, b) => a.source.localeCompare(b.source));
  return summary;
}
