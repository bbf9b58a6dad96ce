/**
 * `pnpm --filter api import:reference FILE.csv`: loads the SGE's published daily benchmark
 * (columns date, am, pm, optionally source; docs/reference-price.md) into the database the API is
 * configured for (API_DATABASE_URL or API_DB), idempotently. Prints what it added, corrected and
 * left, or every problem with its line number and stores nothing.
 */
import { readFileSync } from "node:fs";
import { readConfig } from "../../config";
import { fileToImport, refuseFile } from "../../csvImport/importCommand";
import { openApiDatabase } from "../../features";
import { readBenchmarkCsv, storeImportedBenchmark } from "./benchmarkImport";
import { readReferenceConfig } from "./referenceConfig";
import { shanghaiDateOf } from "./referenceProvider";

const { file, path } = fileToImport("pnpm --filter api import:reference FILE.csv");

const config = readConfig();
const shown = readReferenceConfig(process.env).sources;
const read = readBenchmarkCsv(readFileSync(path, "utf8"), shanghaiDateOf(Date.now()));
if (!read.ok) refuseFile(file, read.problems);
const database = await openApiDatabase({ url: config.databaseUrl, path: config.databasePath });
try {
  const summary = await storeImportedBenchmark(database, read.prices, Date.now());
  console.log(
    `Imported ${file}: ${summary.added} prices added, ${summary.corrected} corrected, ${summary.unchanged} already held.`,
  );
  for (const source of new Set(read.prices.map((price) => price.source)))
    if (!shown.includes(source))
      console.log(
        `  ${source}: not shown until REFERENCE_SOURCES lists it (now ${shown.join(",")})`,
      );
} finally {
  await database.close();
}
