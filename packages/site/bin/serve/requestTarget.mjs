/**
 * The path and query a request names: origin-form (`/a/b?c`), or absolute-form
 * (`http://host/a/b?c`, which an HTTP/1.1 server must accept). Read as the path of this server,
 * never as an address of its own, so `//a:99999/` is the path `//a:99999/`; dot segments are
 * resolved, never above the root. `null` for a target that is neither, or whose path's
 * percent-encoding does not decode (`//%`): the server answers 400.
 * @param {string} target
 * @returns {{ pathname: string, search: string } | null}
 */
export function requestTarget(target) {
  let url;
  try {
    url = new URL(target.startsWith("/") ? `http://host${target}` : target);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  try {
    decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  return { pathname: url.pathname, search: url.search };
}
