/**
 * `pnpm --filter api import:closes FILE.csv`: loads daily closes (columns date, metal, currency,
 * close, source; docs/api.md "Live prices") into the database the API is configured for
 * (API_DATABASE_URL or API_DB), idempotently. Prints what it added, corrected and left, or every
 * problem with its line number and stores nothing.
 */
import { readFileSync } from "node:fs";
import { readConfig } from "../../config";
import { fileToImport, refuseFile } from "../../csvImport/importCommand";
import { openApiDatabase } from "../../features";
import { readClosesCsv, storeImportedCloses } from "./closeImport";
import { priceProvidersFor } from "./createPrices";

const { file, path } = fileToImport("pnpm --filter api import:closes FILE.csv");

const config = readConfig();
const read = readClosesCsv(readFileSync(path, "utf8"), new Date().toISOString().slice(0, 10));
if (!read.ok) refuseFile(file, read.problems);
const database = await openApiDatabase({ url: config.databaseUrl, path: config.databasePath });
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
