/**
 * An embeddable page (a document) as an app embeds it: rendered a second time for
 * `?embedded=true` (no header, footer or menus in the HTML itself) and written beside the page
 * as `<page>/_embedded/index.html`, a folder no route names. Written by the build, served by
 * the host; no imports, so the build reads it as it is.
 */
export const EMBEDDED_QUERY = "embedded=true";
export const EMBEDDED_PAGE_FOLDER = "_embedded";

/** Whether a request asks for the embedded variant of a page. */
export function asksForEmbedded(url: URL): boolean {
  return url.searchParams.get("embedded") === "true";
}
