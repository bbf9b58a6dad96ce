/**
 * `pnpm --filter api import:reference FILE.csv`: loads the SGE's published daily benchmark
 * (columns date, am, pm, optionally source; docs/reference-price.md) into the database the API is
 * configured for (API_DATABASE_URL or API_DB), idempotently. Prints what it added, corrected and
 * left, or every problem with its line number and stores nothing.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { readConfig } from "../config";
import { openDatabase } from "../database/openDatabase";
import { readBenchmarkCsv, storeImportedBenchmark } from "./benchmarkImport";
import { readReferenceConfig } from "./referenceConfig";
import { shanghaiDateOf } from "./referenceProvider";

const [file] = process.argv.slice(2);
if (!file) {
  console.error("Usage: pnpm --filter api import:reference FILE.csv");
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
const shown = readReferenceConfig(process.env).sources;
const read = readBenchmarkCsv(readFileSync(path, "utf8"), shanghaiDateOf(Date.now()));
if (!read.ok) {
  console.error(
    `Nothing imported from ${file}:\n${read.problems.map((problem) => `- ${problem}`).join("\n")}`,
  );
  process.exit(1);
}
const database = await openDatabase({ url: config.databaseUrl, path: config.databasePath });
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
