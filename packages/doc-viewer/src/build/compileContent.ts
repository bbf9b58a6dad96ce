import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import type { CompiledToc } from "../documentTypes";
import { contentFilePath, pageFileName, tocFilePath } from "../documentPath";
import { compileMarkdown } from "./compileMarkdown";
import { compileToc } from "./compileToc";
import { glossaryMarkdown } from "./glossaryMarkdown";
import { parseTermbase } from "./termbase";

/** The folder whose documents include the Glossary built from `glossary/terms.yaml`. */
const GLOSSARY_FOLDER = "docs";
const GLOSSARY_PAGE = "glossary";
export const TERMBASE_FILE = join("glossary", "terms.yaml");

const FALLBACK_LOCALE = "en";

/**
 * Every document under `content/{folder}/{version}/{locale}/` compiled to JSON, keyed by the
 * URL path it is served at. A locale without a page (or without a table of contents) gets the
 * fallback locale's, so the viewer never has to guess.
 */
export function compileContent(
  contentDir: string,
  folders: readonly string[],
  locales: readonly string[],
) {
  const files = new Map<string, string>();
  for (const folder of folders) {
    const folderDir = join(contentDir, folder);
    if (!existsSync(folderDir)) continue;
    for (const version of readdirSync(folderDir)) {
      const versionDir = join(folderDir, version);
      if (!statSync(versionDir).isDirectory()) continue;
      const fallback = readLocale(join(versionDir, FALLBACK_LOCALE));
      const glossary = folder === GLOSSARY_FOLDER ? readGlossary(contentDir) : null;
      for (const locale of locales) {
        const own = locale === FALLBACK_LOCALE ? fallback : readLocale(join(versionDir, locale));
        const pages = new Map<string, { file: string | GeneratedPage; lang: string }>(
          [...fallback.pages].map(([id, file]) => [id, { file, lang: FALLBACK_LOCALE }]),
        );
        for (const [id, file] of own.pages) pages.set(id, { file, lang: locale });
        if (glossary) pages.set(GLOSSARY_PAGE, { file: glossary(locale), lang: locale });
        const tocFile = own.toc ?? fallback.toc;
        const toc: CompiledToc = {
          categories: tocFile ? compileToc(readFileSync(tocFile, "utf8"), tocFile) : null,
          pages: [...pages.keys()].sort(),
        };
        files.set(tocFilePath(folder, version, locale), JSON.stringify(toc));
        for (const [id, { file, lang }] of pages) {
          const page = compileFile(file, lang);
          files.set(contentFilePath(folder, version, locale, id), JSON.stringify(page));
        }
      }
    }
  }
  return files;
}

function readLocale(dir: string) {
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return { pages, toc: null };
  for (const entry of readdirSync(dir)) {
    if (entry.endsWith(".md")) pages.set(pageFileName(basename(entry, ".md")), join(dir, entry));
  }
  const toc = join(dir, "config", "toc-docs.yaml");
  return { pages, toc: existsSync(toc) ? toc : null };
}

/** The Glossary's generated Markdown per locale, or null when there is no termbase. */
function readGlossary(contentDir: string) {
  const file = join(contentDir, TERMBASE_FILE);
  if (!existsSync(file)) return null;
  const terms = parseTermbase(readFileSync(file, "utf8"), file);
  return (locale: string): GeneratedPage => ({
    path: file,
    markdown: glossaryMarkdown(terms, locale),
  });
}

/** A page whose Markdown is built rather than read from a file. */
interface GeneratedPage {
  path: string;
  markdown: string;
}

function compileFile(file: string | GeneratedPage, lang: string) {
  const path = typeof file === "string" ? file : file.path;
  try {
    return compileMarkdown(
      typeof file === "string" ? readFileSync(file, "utf8") : file.markdown,
      lang,
    );
  } catch (error) {
    throw new Error(`${path}: ${(error as Error).message}`, { cause: error });
  }
}
