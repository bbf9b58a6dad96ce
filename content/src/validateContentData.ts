import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as v from "valibot";
import { chinaComparisonSchema } from "./chinaComparisonSchema";
import { chinaPaymentsSchema } from "./chinaPaymentsSchema";
import { companySchema } from "./companySchema";

/** Each data file and the schema it must meet. */
const dataFiles = {
  "china-comparison.json": chinaComparisonSchema,
  "china-payments.json": chinaPaymentsSchema,
  "company.json": companySchema,
};

/**
 * Reads every file under `data/` and checks it against its schema; throws one error naming each
 * file, field and problem, so a typo in a price fails the build instead of the page.
 */
export function validateContentData(dataDir: string): void {
  const problems = Object.entries(dataFiles).flatMap(([file, schema]) => {
    const result = v.safeParse(schema, JSON.parse(readFileSync(join(dataDir, file), "utf8")));
    if (result.success) return [];
    return result.issues.map(
      (issue) => `${file} ${v.getDotPath(issue) ?? "(file)"}: ${issue.message}`,
    );
  });
  if (problems.length > 0) throw new Error(`Content data is invalid:\n  ${problems.join("\n  ")}`);
}
