/**
 * `pnpm --filter api import:closes FILE.csv`: loads daily closes (columns date, metal, currency,
 * close, source; docs/api.md "Live prices") into the database the API is configured for
 * (API_DATABASE_URL or API_DB), idempotently. Prints what it added, corrected and left, or every
 * problem with its line number and stores nothing.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { readConfig } from "../config";
import { openDatabase } from "../database/openDatabase";
import { readClosesCsv, storeImportedCloses } from "./closeImport";
import { priceProvidersFor } from "./createPrices";

const [file] = process.argv.slice(2);
if (!file) {
  console.error("Usage: pnpm --filter api import:closes FILE.csv");
  process.exit(2);
}
// pnpm runs the script in apps/api; a path is read from where the command was typed first.
const path = [process.env.INIT_CWD, process.cwd()]
  .filter((folder): folder is string => Boolean(folder))
  .map((folder) => resolve(folder, file))
  .find((candidate) => existsSync(candidate));
if (!path) {
  console.error(`No file ${file}`);
  process.exit(2);
}

const config = readConfig();
const read = readClosesCsv(readFileSync(path, "utf8"), new Date().toISOString().slice(0, 10));
if (!read.ok) {
  console.error(
    `Nothing imported from ${file}:\n${read.problems.map((problem) => `- ${problem}`).join("\n")}`,
  );
  process.exit(1);
}
const database = await openDatabase({ url: config.databaseUrl, path: config.databasePath });
try {
  const summary = await storeImportedCloses(database, read.closes, Date.now());
  console.log(
    `Imported ${file}: ${summary.added} closes added, ${summary.corrected} corrected, ${summary.unchanged} already held.`,
  );
  const charted =
    config.prices.historySources ??
    priceProvidersFor(config.prices).flatMap((provider) => [
      provider.source,
      provider.closesSource,
    ]);
  for (const { source, from, to } of summary.sources)
    console.log(
      `  ${source}: ${from} to ${to}${charted.includes(source) ? "" : ` (not charted until PRICE_HISTORY_SOURCES lists it: now ${charted.join(",")})`}`,
    );
} finally {
  await database.close();
}
