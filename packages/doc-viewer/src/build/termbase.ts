import { parse } from "yaml";

/** A sentence said one approved way, in both languages. */
interface Wording {
  en: string;
  zh: string;
}

/** One idea: its English term, the one approved Chinese term and the variants not to use. */
export interface Term {
  id: string;
  en: string;
  zh: string;
  /** Chinese wordings of the same idea that must not appear in Chinese text. */
  forbidden?: string[];
  /** Longer phrases containing a forbidden variant that are right in their own sense. */
  allowed?: string[];
  /**
   * The sentences that state the idea, each one way: wherever English text holds one, the Chinese
   * beside it (the catalog's translation, the document's Chinese version) holds its `zh`.
   */
  wording?: Wording[];
  /** Phrases that say the opposite of the wording, per language: none may appear anywhere. */
  contradicting?: { en?: string[]; zh?: string[] };
  definition: { en: string; zh: string };
}

const isText = (value: unknown): value is string => typeof value === "string" && value !== "";
const isTextList = (value: unknown) => Array.isArray(value) && value.every(isText);

/** Parses `content/glossary/terms.yaml`, failing loudly on an entry missing a field. */
export function parseTermbase(text: string, source = "terms.yaml"): Term[] {
  const terms: unknown = parse(text);
  if (!Array.isArray(terms)) throw new Error(`${source}: expected a list of terms`);
  return terms.map((term: Partial<Term>, index) => {
    for (const field of ["id", "en", "zh"] as const) {
      if (typeof term[field] !== "string" || !term[field]) {
        throw new Error(`${source}: term ${index + 1} has no ${field}`);
      }
    }
    if (!term.definition?.en || !term.definition.zh) {
      throw new Error(`${source}: term ${term.id} needs a definition in en and zh`);
    }
    if (term.wording !== undefined) {
      const wording: unknown = term.wording;
      if (
        !Array.isArray(wording) ||
        !wording.every((line: Partial<Wording>) => isText(line?.en) && isText(line.zh))
      )
        throw new Error(`${source}: term ${term.id}: each wording needs en and zh`);
    }
    if (term.contradicting !== undefined) {
      const { en, zh, ...other } = term.contradicting;
      if (Object.keys(other).length || (en && !isTextList(en)) || (zh && !isTextList(zh)))
        throw new Error(`${source}: term ${term.id}: contradicting lists phrases under en and zh`);
    }
    return term as Term;
  });
}

export interface TermViolation {
  line: number;
  found: string;
  termId: string;
  approved: string;
  /**
   * `variant` (a forbidden Chinese variant or ASCII quotes; the default), `contradiction` (a
   * phrase that says the opposite of a wording) or `wording` (English holding a wording whose
   * Chinese does not hold its translation).
   */
  kind?: "contradiction" | "wording";
}

export type Language = "en" | "zh";

const ASCII_QUOTE_IN_CHINESE = /[\u4e00-\u9fff][^"\n]*"|"[^"\n]*[\u4e00-\u9fff]/;

/**
 * Forbidden variants (and ASCII double quotes next to Chinese, which should be “ ”) in one
 * Chinese text. `quotesAllowed` skips the quote rule for formats that need ASCII quotes
 * (catalog and YAML string delimiters are removed by the caller first).
 */
export function findTermViolations(text: string, terms: readonly Term[]): TermViolation[] {
  const violations: TermViolation[] = [];
  text.split("\n").forEach((line, index) => {
    for (const term of terms) {
      let checked = line;
      for (const phrase of term.allowed ?? []) checked = checked.split(phrase).join("");
      for (const found of term.forbidden ?? []) {
        if (checked.includes(found)) {
          violations.push({ line: index + 1, found, termId: term.id, approved: term.zh });
        }
      }
    }
    if (ASCII_QUOTE_IN_CHINESE.test(line)) {
      violations.push({ line: index + 1, found: '"', termId: "quotes", approved: "“ ”" });
    }
  });
  return violations;
}

/**
 * One field of a .po catalog's entries, with the format's quotes removed: by default the
 * translations (`msgstr`), or the source texts (`msgid`).
 */
export function catalogText(po: string, field: "msgstr" | "msgid" = "msgstr"): string {
  const out: string[] = [];
  let inField = false;
  for (const line of po.split("\n")) {
    if (line.startsWith(`${field} `)) inField = true;
    else if (!line.startsWith('"')) inField = false;
    const quoted = new RegExp(`^(?:${field} )?"(.*)"$`).exec(line);
    // Keep line numbers: the other lines become empty.
    out.push(inField && quoted ? quoted[1]!.replace(/\\"/g, '"') : "");
  }
  return out.join("\n");
}

/** Markdown text without its front matter's YAML quoting, so `title: "..."` is not a quote error. */
export function markdownForCheck(markdown: string): string {
  return markdown.replace(/^(\w+): "(.*)"$/gm, "$1: $2");
}

/** Text as a wording is compared: English with its line breaks as spaces, Chinese without any. */
function comparable(text: string, language: Language): string {
  return language === "zh" ? text.replace(/\s+/g, "") : text.replace(/\s+/g, " ");
}

/** The approved wording of a term in a language, or its term when it has none. */
function approvedWording(term: Term, language: Language): string {
  return (
    term.wording?.map((line) => line[language]).join(language === "zh" ? "" : " ") ?? term[language]
  );
}

/**
 * Phrases that contradict a term's wording, in one text of a language: in any case, across line
 * breaks (a document's paragraph is wrapped), each reported at the line it starts on.
 */
export function findContradictions(
  text: string,
  terms: readonly Term[],
  language: Language,
): TermViolation[] {
  const violations: TermViolation[] = [];
  for (const term of terms) {
    for (const phrase of term.contradicting?.[language] ?? []) {
      const words = phrase
        .trim()
        .split(/\s+/)
        .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
      for (const match of text.matchAll(new RegExp(words.join("\\s+"), "giu"))) {
        violations.push({
          line: text.slice(0, match.index).split("\n").length,
          found: match[0].replace(/\s+/g, " "),
          termId: term.id,
          approved: approvedWording(term, language),
          kind: "contradiction",
        });
      }
    }
  }
  return violations;
}

/**
 * The wordings an English text holds that its Chinese counterpart does not hold translated the
 * approved way (reported at `line`, where the Chinese is).
 */
export function findWordingMismatches(
  english: string,
  chinese: string,
  terms: readonly Term[],
  line: number,
): TermViolation[] {
  const en = comparable(english, "en");
  const zh = comparable(chinese, "zh");
  return terms.flatMap((term) =>
    (term.wording ?? [])
      .filter((wording) => en.includes(comparable(wording.en, "en")))
      .filter((wording) => !zh.includes(comparable(wording.zh, "zh")))
      .map((wording) => ({
        line,
        found: wording.en,
        termId: term.id,
        approved: wording.zh,
        kind: "wording" as const,
      })),
  );
}

/** A catalog's entries: each source text (`msgid`) and translation, and the translation's line. */
export function catalogEntries(po: string): { id: string; translation: string; line: number }[] {
  const entries: { id: string; translation: string; line: number }[] = [];
  let field: "msgid" | "msgstr" | null = null;
  let current = { id: "", translation: "", line: 0 };
  po.split("\n").forEach((text, index) => {
    const start = /^(msgid|msgstr) "(.*)"$/.exec(text);
    const more = /^"(.*)"$/.exec(text);
    if (start) {
      field = start[1] as "msgid" | "msgstr";
      if (field === "msgid") current = { id: "", translation: "", line: 0 };
      else current.line = index + 1;
      append(start[2]!);
    } else if (more && field) append(more[1]!);
    else {
      if (field === "msgstr" && current.id) entries.push(current);
      field = null;
    }
  });
  if (field === "msgstr" && current.id) entries.push(current);
  return entries;

  function append(quoted: string) {
    const value = quoted.replace(/\\(["\\])/g, "$1").replace(/\\n/g, "\n");
    if (field === "msgid") current.id += value;
    else current.translation += value;
  }
}
