import { parse as parseYaml } from "yaml";
import type { TocCategory } from "../documentTypes";

/**
 * `config/toc-docs.yaml`: a list of categories, each `{ category: label, pages: { id: label } }`.
 * A file that does not parse, or parses to the wrong shape, is logged and gives no table of
 * contents (the pages still open).
 */
export function compileToc(source: string, file: string): TocCategory[] | null {
  try {
    const parsed: unknown = parseYaml(source);
    if (!Array.isArray(parsed)) throw new Error("expected a list of categories");
    return parsed.map((entry: unknown) => {
      const { category, pages } = entry as { category?: unknown; pages?: unknown };
      if (typeof category !== "string" || !pages || typeof pages !== "object") {
        throw new Error("each category needs `category` and `pages`");
      }
      return {
        label: category,
        pages: Object.entries(pages).map(([id, label]) => ({ id, label: String(label) })),
      };
    });
  } catch (error) {
    console.error(`[doc-viewer] ${file}: no table of contents:`, (error as Error).message);
    return null;
  }
}
