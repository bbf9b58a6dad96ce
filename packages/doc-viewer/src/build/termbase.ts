import { parse } from "yaml";

/** One idea: its English term, the one approved Chinese term and the variants not to use. */
export interface Term {
  id: string;
  en: string;
  zh: string;
  /** Chinese wordings of the same idea that must not appear in Chinese text. */
  forbidden?: string[];
  /** Longer phrases containing a forbidden variant that are right in their own sense. */
  allowed?: string[];
  definition: { en: string; zh: string };
}

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
    return term as Term;
  });
}

export interface TermViolation {
  line: number;
  found: string;
  termId: string;
  approved: string;
}

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

/** The translated text of a .po catalog, one msgstr per line, with the format's quotes removed. */
export function catalogTranslations(po: string): string {
  const out: string[] = [];
  let inMsgstr = false;
  for (const line of po.split("\n")) {
    if (line.startsWith("msgstr ")) inMsgstr = true;
    else if (!line.startsWith('"')) inMsgstr = false;
    const quoted = /^(?:msgstr )?"(.*)"$/.exec(line);
    // Keep line numbers: untranslated lines become empty.
    out.push(inMsgstr && quoted ? quoted[1]!.replace(/\\"/g, '"') : "");
  }
  return out.join("\n");
}

/** Markdown text without its front matter's YAML quoting, so `title: "..."` is not a quote error. */
export function markdownForCheck(markdown: string): string {
  return markdown.replace(/^(\w+): "(.*)"$/gm, "$1: $2");
}
