/** The site's two document sections (spec section 4); their routes are `{base}/$`. */
const documentBases = ["/docs", "/legal"] as const;
export type DocumentBase = (typeof documentBases)[number];

/**
 * Whether an app path is a page of either document section. An embedded document keeps
 * `?embedded=true` on every link to one (the contract), a legal page from a doc page included.
 */
export function isDocumentPath(to: string): boolean {
  const path = to.split(/[?#]/)[0] ?? "";
  return documentBases.some((base) => path === base || path.startsWith(`${base}/`));
}

/** The page id from the path after the viewer's base; a trailing slash is stripped. */
export function pageIdFromPath(base: string, pathname: string, defaultPage: string): string {
  const id = pathAfterBase(base, pathname).split("/section/")[0] ?? "";
  return id || defaultPage;
}

/** The section in a `{base}/{page}/section/{section}` path, if any. */
export function sectionFromPath(base: string, pathname: string): string | null {
  const section = pathAfterBase(base, pathname).split("/section/")[1];
  return section ? safeDecode(section) : null;
}

/** The address of a section: `{base}/{page}/section/{anchor}`. */
export function sectionPath(base: string, page: string, anchor: string): string {
  return `${base}/${page}/section/${encodeURIComponent(anchor)}`;
}

function pathAfterBase(base: string, pathname: string): string {
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  return rest.replace(/^\/+/, "").replace(/\/+$/, "");
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The folder a document version lives in: the text before a dash (`v1.0.1-rc` → `v1.0.1`). */
export function versionFolder(version: string): string {
  return version.split("-")[0] ?? version;
}

/** A page's file name: its id with every slash replaced by a dash. */
export function pageFileName(pageId: string): string {
  return pageId.replace(/\//g, "-");
}

/** Where compiled documents are served from (and written to in each app's dist). */
export const DOC_CONTENT_ROOT = "/content";

function versionRoot(folder: string, version: string, locale: string): string {
  return `${DOC_CONTENT_ROOT}/${folder}/${versionFolder(version)}/${locale}`;
}

/** URL path of a folder's compiled table of contents (`config/toc-docs.yaml`). */
export function tocFilePath(folder: string, version: string, locale: string): string {
  return `${versionRoot(folder, version, locale)}/config/toc-docs.json`;
}

/** URL path of one compiled page. Only call it with an id the table of contents lists. */
export function contentFilePath(folder: string, version: string, locale: string, pageId: string) {
  return `${versionRoot(folder, version, locale)}/${pageFileName(pageId)}.json`;
}
