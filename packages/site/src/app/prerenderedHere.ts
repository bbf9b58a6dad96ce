/** An address's path without its trailing slash (`/zh/` and `/zh` are one page; `/` stays). */
const withoutTrailingSlash = (path: string) => path.replace(/(.)\/+$/, "$1");

/**
 * Whether the prerendered markup is this address's own page. The server answers unknown
 * addresses (e.g. `/docs/fees/section/storage`, `?embedded=true`) with another page's file,
 * which must be replaced, not hydrated. `path` is the address the page was rendered for.
 */
export function prerenderedHere(
  path: string,
  here: Pick<Location, "pathname" | "search">,
): boolean {
  return withoutTrailingSlash(here.pathname) + here.search === withoutTrailingSlash(path);
}
