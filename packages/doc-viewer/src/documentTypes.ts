import type { Root } from "hast";

/** One table-of-contents category: a label and its pages in reading order. */
export interface TocCategory {
  label: string;
  pages: TocPage[];
}

export interface TocPage {
  id: string;
  label: string;
}

/** The compiled `config/toc-docs.yaml` of one folder, version and language. */
export interface CompiledToc {
  /** Null when the YAML failed to parse (logged at build time). */
  categories: TocCategory[] | null;
  /** Every page id that has a compiled file; the only ids the viewer will fetch. */
  pages: string[];
}

/** One compiled Markdown page: sanitized HTML as a hast tree, plus what its <head> needs. */
export interface CompiledPage {
  /** The language the text is in (a missing translation falls back to English). */
  lang: string;
  title: string;
  description: string;
  tree: Root;
}
