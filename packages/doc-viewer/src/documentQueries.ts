import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { contentFilePath, pageFileName, tocFilePath, type DocumentBase } from "./documentPath";
import type { CompiledPage, CompiledToc } from "./documentTypes";

/** Where one viewer's documents come from and which page its bare base shows. */
export interface DocumentSource {
  /** Route base. */
  base: DocumentBase;
  /** Content folder, e.g. `docs`. */
  folder: string;
  version: string;
  defaultPage: string;
}

/**
 * The prerenderer reads the client build's compiled files from disk (it runs in the app's
 * directory after the client build); the browser fetches the same files.
 */
async function readCompiled<T>(path: string): Promise<T> {
  if (import.meta.env.SSR) {
    const { readFile } = await import("node:fs/promises");
    return JSON.parse(await readFile(`${process.cwd()}/dist${path}`, "utf8")) as T;
  }
  // A plain GET, as the page's `<link rel="preload" as="fetch">` makes it, so it reuses that.
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Compiled documents only change with a new build. (No custom gcTime: its timers would keep the
 * prerenderer's process alive.) `meta.staticFile` names the file: a prerendered page does not
 * repeat its data, the browser reads (and preloads) the file itself.
 */
function staticFileQuery(path: string) {
  return { staleTime: Infinity, meta: { staticFile: path } } as const;
}

export function tocQuery(source: DocumentSource, locale: string) {
  const path = tocFilePath(source.folder, source.version, locale);
  return queryOptions({
    queryKey: ["doc-toc", source.folder, source.version, locale],
    queryFn: () => readCompiled<CompiledToc>(path),
    ...staticFileQuery(path),
  });
}

function pageQuery(source: DocumentSource, locale: string, pageId: string) {
  const path = contentFilePath(source.folder, source.version, locale, pageId);
  return queryOptions({
    queryKey: ["doc-page", source.folder, source.version, locale, pageId],
    queryFn: () => readCompiled<CompiledPage>(path),
    ...staticFileQuery(path),
  });
}

class DocumentNotFoundError extends Error {}

/**
 * The table of contents and one page. The id is checked against the compiled page list before
 * any file is read, so a crafted path (`..%2F..%2Fetc`) never reaches a fetch or the disk.
 */
export async function loadDocument(
  queryClient: QueryClient,
  source: DocumentSource,
  locale: string,
  pageId: string,
) {
  const toc = await queryClient.ensureQueryData(tocQuery(source, locale));
  if (!toc.pages.includes(pageFileName(pageId))) {
    throw new DocumentNotFoundError(`no document "${pageId}" in ${source.folder}`);
  }
  const page = await queryClient.ensureQueryData(pageQuery(source, locale, pageId));
  if (!page.tree?.children?.length) {
    throw new DocumentNotFoundError(`document "${pageId}" is empty`);
  }
  return { toc, page };
}
