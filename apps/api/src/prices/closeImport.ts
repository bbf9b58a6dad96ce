import { isRealDate } from "./calendarDates";
import {
  priceCurrencies,
  priceMetals,
  type PriceCurrency,
  type PriceMetal,
} from "@gw/api-client/schemas";
import { parse } from "csv-parse/sync";
import type { ApiDatabase } from "../database/openDatabase";

/** One daily close of a file, as it will be stored. */
interface ImportedClose {
  date: string;
  metal: PriceMetal;
  currency: PriceCurrency;
  close: number;
  source: string;
}

const columns = ["date", "metal", "currency", "close", "source"] as const;
/** A source names a series: letters, digits and `. _ / -`, as `lbma-pm` or `perthmint/aud`. */
const sourcePattern = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;
/** Problems listed before the rest are summed up, so a wrong file gives a readable answer. */
const problemsShown = 20;

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
  let records: Record<string, string>[];
  try {
    records = parse(text, { columns: true, bom: true, skip_empty_lines: true, trim: true });
  } catch (error) {
    return { ok: false, problems: [`not readable as CSV: ${(error as Error).message}`] };
  }
  const header = Object.keys(records[0] ?? {});
  const missing = columns.filter((column) => records.length && !header.includes(column));
  if (!records.length)
    return { ok: false, problems: ["no closes: the file has no lines after its header"] };
  if (missing.length)
    return {
      ok: false,
      problems: [`the header lacks ${missing.join(", ")} (it needs ${columns.join(",")})`],
    };

  const problems: string[] = [];
  const seen = new Map<string, number>();
  const closes: ImportedClose[] = [];
  records.forEach((record, index) => {
    const line = index + 2;
    const { date, metal, currency, close, source } = record as Record<
      (typeof columns)[number],
      string
    >;
    const closeValue = Number(close);
    const wrong = [
      !isRealDate(date) && `date "${date}" is not a date (YYYY-MM-DD)`,
      isRealDate(date) && date > today && `date ${date} is in the future`,
      !(priceMetals as readonly string[]).includes(metal) &&
        `metal "${metal}" is not one of ${priceMetals.join(", ")}`,
      !(priceCurrencies as readonly string[]).includes(currency) &&
        `currency "${currency}" is not one of ${priceCurrencies.join(", ")}`,
      !(/^\d+(\.\d+)?$/.test(close) && closeValue > 0) &&
        `close "${close}" is not a positive number`,
      !sourcePattern.test(source) &&
        `source "${source}" is not a source name (letters, digits, . _ / -)`,
    ].filter(Boolean) as string[];
    if (wrong.length) return problems.push(`line ${line}: ${wrong.join("; ")}`);
    const key = `${source} ${metal} ${currency} ${date}`;
    const earlier = seen.get(key);
    if (earlier !== undefined && closes[earlier]!.close !== closeValue)
      return problems.push(
        `line ${line}: ${metal} ${currency} ${date} (${source}) is also on an earlier line with another close`,
      );
    if (earlier !== undefined) return;
    seen.set(key, closes.length);
    closes.push({
      date,
      metal: metal as PriceMetal,
      currency: currency as PriceCurrency,
      close: closeValue,
      source,
    });
  });
  if (!problems.length) return { ok: true, closes };
  const more = problems.length - problemsShown;
  return {
    ok: false,
    problems: [
      ...problems.slice(0, problemsShown),
      ...(more > 0 ? [`and ${more} more lines`] : []),
    ],
  };
}

export interface ImportSummary {
  added: number;
  corrected: number;
  unchanged: number;
  /** Each source's first and last day in the file. */
  sources: { source: string; from: string; to: string }[];
}

/**
 * Stores closes in one transaction: a day not yet held is added, one held with another close is
 * corrected to the file's (the file is the operator's word for its source), one held with the
 * same close is left alone, so importing a file twice changes nothing the second time.
 */
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
      const added = rows.filter((row) => !held.has(row.date));
      const corrected = rows.filter(
        (row) => held.has(row.date) && held.get(row.date) !== row.close,
      );
      summary.added += added.length;
      summary.corrected += corrected.length;
      summary.unchanged += rows.length - added.length - corrected.length;
      for (let start = 0; start < added.length; start += 500)
        await trx
          .insertInto("price_closes")
          .values(
            added.slice(start, start + 500).map((row) => ({ ...row, recorded_at: recordedAt })),
          )
          .execute();
      for (const row of corrected)
        await trx
          .updateTable("price_closes")
          .set({ close: row.close, recorded_at: recordedAt })
          .where("source", "=", source)
          .where("metal", "=", metal)
          .where("currency", "=", currency)
          .where("date", "=", row.date)
          .execute();
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
