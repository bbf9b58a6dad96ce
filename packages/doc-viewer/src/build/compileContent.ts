import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import type { CompiledToc } from "../documentTypes";
import { contentFilePath, pageFileName, tocFilePath } from "../documentPath";
import { compileMarkdown } from "./compileMarkdown";
import { compileToc } from "./compileToc";

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
      for (const locale of locales) {
        const own = locale === FALLBACK_LOCALE ? fallback : readLocale(join(versionDir, locale));
        const pages = new Map(
          [...fallback.pages].map(([id, file]) => [id, { file, lang: FALLBACK_LOCALE }]),
        );
        for (const [id, file] of own.pages) pages.set(id, { file, lang: locale });
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

function compileFile(file: string, lang: string) {
  try {
    return compileMarkdown(readFileSync(file, "utf8"), lang);
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
}
