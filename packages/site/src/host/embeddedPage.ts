/**
 * An embeddable page (a document) as an app embeds it: rendered a second time for
 * `?embedded=true` (no header, footer or menus in the HTML itself) and written under a folder of
 * its own, `_embedded/<page>/index.html`: no route names it, and no static host's rewrite of the
 * page's own folder (`/docs/fees/* /docs/fees/ 200`) shadows it. Written by the build, served by
 * the host; no imports, so the build reads it as it is.
 */
export const EMBEDDED_QUERY = "embedded=true";
export const EMBEDDED_PAGE_FOLDER = "_embedded";

/** The folder the build writes a page's embedded variant to (`/_embedded/zh/docs/fees/`). */
export function embeddedPageFolder(pageKey: string): string {
  return `/${EMBEDDED_PAGE_FOLDER}${pageKey === "/" ? "" : pageKey}/`;
}

/** Whether a request asks for the embedded variant of a page. */
export function asksForEmbedded(url: URL): boolean {
  return url.searchParams.get("embedded") === "true";
}
