import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { TERMBASE_FILE } from "./compileContent";
import {
  catalogTranslations,
  findTermViolations,
  markdownForCheck,
  parseTermbase,
  type TermViolation,
} from "./termbase";

export interface FileViolation extends TermViolation {
  file: string;
}

/** Every Chinese file the termbase governs: documents under content/ and every zh catalog. */
function chineseFiles(repoRoot: string): string[] {
  const files: string[] = [];
  const walk = (dir: string, inChinese: boolean) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path, inChinese || entry === "zh");
      else if (inChinese && /\.(md|ya?ml)$/.test(entry)) files.push(path);
    }
  };
  walk(join(repoRoot, "content"), false);
  const packages = join(repoRoot, "packages");
  for (const name of readdirSync(packages)) {
    const catalog = join(packages, name, "src", "locales", "zh.po");
    if (existsSync(catalog)) files.push(catalog);
  }
  // The API's own catalog (its e-mails and the pages their links open).
  const apiCatalog = join(repoRoot, "apps", "api", "src", "locales", "zh.po");
  if (existsSync(apiCatalog)) files.push(apiCatalog);
  return files;
}

/** Forbidden variants and ASCII quotes in every Chinese document and catalog of the repository. */
export function checkTermbase(repoRoot: string): FileViolation[] {
  const terms = parseTermbase(readFileSync(join(repoRoot, "content", TERMBASE_FILE), "utf8"));
  return chineseFiles(repoRoot).flatMap((file) => {
    const raw = readFileSync(file, "utf8");
    const text = file.endsWith(".po") ? catalogTranslations(raw) : markdownForCheck(raw);
    return findTermViolations(text, terms).map((violation) => ({
      ...violation,
      file: relative(repoRoot, file),
    }));
  });
}

export function formatViolation({ file, line, found, approved }: FileViolation): string {
  return `${file}:${line}: "${found}" - use "${approved}"`;
}
