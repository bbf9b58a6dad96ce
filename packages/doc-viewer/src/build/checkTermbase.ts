import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { TERMBASE_FILE } from "./compileContent";
import {
  catalogEntries,
  catalogText,
  findContradictions,
  findTermViolations,
  findWordingMismatches,
  markdownForCheck,
  parseTermbase,
  type Language,
  type Term,
  type TermViolation,
} from "./termbase";

export interface FileViolation extends TermViolation {
  file: string;
}

/** Every file under `dir` (no dependencies), for `keep` to choose from. */
function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (entry === "node_modules") return [];
    return statSync(path).isDirectory() ? filesUnder(path, keep) : keep(path) ? [path] : [];
  });
}

/** Documents under content/ in a language: every Markdown or YAML file under a folder so named. */
function documents(repoRoot: string, language: Language): string[] {
  const content = join(repoRoot, "content");
  return filesUnder(content, (path) =>
    relative(content, path).split(sep).slice(0, -1).includes(language),
  ).filter((path) => /\.(md|ya?ml)$/.test(path));
}

/** Every catalog in a language: each package's (some have more than one) and the API's own. */
function catalogs(repoRoot: string, language: Language): string[] {
  const isCatalog = (path: string) => path.endsWith(join("locales", `${language}.po`));
  const packages = join(repoRoot, "packages");
  return [
    ...readdirSync(packages).flatMap((name) => filesUnder(join(packages, name, "src"), isCatalog)),
    // The API's e-mails and the pages their links open.
    ...filesUnder(join(repoRoot, "apps", "api", "src", "locales"), isCatalog),
  ];
}

/** A file's text as the checks read it: a catalog's one field, a document without its quoting. */
function textOf(file: string, catalogField: "msgid" | "msgstr"): string {
  const raw = readFileSync(file, "utf8");
  return file.endsWith(".po") ? catalogText(raw, catalogField) : markdownForCheck(raw);
}

/**
 * Where English text holds one of the termbase's wordings, the Chinese beside it must hold its
 * approved translation: each zh catalog entry against its source text, each Chinese document
 * against the English one of the same name.
 */
function wordingMismatches(repoRoot: string, terms: readonly Term[]) {
  const inCatalogs = catalogs(repoRoot, "zh").flatMap((file) =>
    catalogEntries(readFileSync(file, "utf8")).flatMap(({ id, translation, line }) =>
      findWordingMismatches(id, translation, terms, line).map((found) => ({ ...found, file })),
    ),
  );
  const inDocuments = documents(repoRoot, "en").flatMap((english) => {
    const file = join(
      repoRoot,
      ...relative(repoRoot, english)
        .split(sep)
        .map((part) => (part === "en" ? "zh" : part)),
    );
    if (!existsSync(file)) return [];
    return findWordingMismatches(
      readFileSync(english, "utf8"),
      readFileSync(file, "utf8"),
      terms,
      1,
    ).map((found) => ({ ...found, file }));
  });
  return [...inCatalogs, ...inDocuments];
}

/**
 * Everything the termbase holds the repository to: approved Chinese terms and Chinese quotes in
 * every Chinese document and catalog, no phrase contradicting a wording in either language, and
 * each wording translated its one way.
 */
export function checkTermbase(repoRoot: string): FileViolation[] {
  const terms = parseTermbase(readFileSync(join(repoRoot, "content", TERMBASE_FILE), "utf8"));
  const chinese = [...documents(repoRoot, "zh"), ...catalogs(repoRoot, "zh")];
  const english = [...documents(repoRoot, "en"), ...catalogs(repoRoot, "en")];
  const violations = [
    ...chinese.flatMap((file) => {
      const text = textOf(file, "msgstr");
      return [...findTermViolations(text, terms), ...findContradictions(text, terms, "zh")].map(
        (found) => ({ ...found, file }),
      );
    }),
    ...english.flatMap((file) =>
      findContradictions(textOf(file, "msgid"), terms, "en").map((found) => ({ ...found, file })),
    ),
    ...wordingMismatches(repoRoot, terms),
  ];
  return violations.map((violation) => ({
    ...violation,
    file: relative(repoRoot, violation.file),
  }));
}

export function formatViolation({ file, line, found, approved, kind }: FileViolation): string {
  if (kind === "contradiction")
    return `${file}:${line}: "${found}" contradicts the termbase: say "${approved}"`;
  if (kind === "wording") return `${file}:${line}: "${found}" is translated "${approved}"`;
  return `${file}:${line}: "${found}" - use "${approved}"`;
}
