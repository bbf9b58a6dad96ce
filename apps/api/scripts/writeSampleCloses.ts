/**
 * Writes `sample-data/development-closes-5y.csv` (`pnpm --filter api sample:closes`): five years
 * of daily closes from the development provider, in the import's format, for the import test and
 * for trying `import:closes`. Demonstration figures, never market data.
 */
import { writeFileSync } from "node:fs";
import { priceCurrencies, priceMetals } from "@gw/api-client/schemas";
import { developmentProvider } from "../src/features/prices/developmentProvider";

const from = "2020-12-28";
const to = "2026-01-02";
const provider = developmentProvider();
const lines = ["date,metal,currency,close,source"];
for (const currency of priceCurrencies)
  for (const metal of priceMetals)
    for (const { date, close } of await provider.dailyCloses(metal, currency, from, to))
      lines.push(`${date},${metal},${currency},${close},${provider.source}`);
const file = new URL("../sample-data/development-closes-5y.csv", import.meta.url);
writeFileSync(file, `${lines.join("\n")}\n`);
console.log(`Wrote ${lines.length - 1} closes, ${from} to ${to}, to ${file.pathname}`);
