/** The page id from the path after the viewer's base; a trailing slash is stripped. */
export function pageIdFromPath(base: string, pathname: string, defaultPage: string): string {
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  const id = rest.replace(/^\/+/, "").replace(/\/+$/, "").split("/section/")[0] ?? "";
  return id || defaultPage;
}

/** The folder a document version lives in: the text before a dash (`v1.0.1-rc` → `v1.0.1`). */
export function versionFolder(version: string): string {
  return version.split("-")[0] ?? version;
}
