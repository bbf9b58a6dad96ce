// The language choice an edge makes before any HTML is sent, shared by gw-serve and the static
// host's worker: an unprefixed page address is answered in the visitor's language (the language
// cookie, else `Accept-Language`, else English); a prefixed address, and every file, as it is.
import { requestLocale } from "@gw/i18n/request";

/** Headers every answer to an unprefixed page address varies on, so caches keep one per language. */
export const EDGE_VARY = "Cookie, Accept-Language";

/** The default language lives at the unprefixed addresses; the others under `/{code}`. */
const defaultLocale = "en";

/** @param {string} pathname @param {readonly string[]} prefixedLocales */
function isPrefixed(pathname, prefixedLocales) {
  return prefixedLocales.some(
    (code) => pathname === `/${code}` || pathname.startsWith(`/${code}/`),
  );
}

/**
 * Pages are folders (`/docs/fees`); every file the build writes has an extension.
 * @param {string} pathname
 */
export function isPageAddress(pathname) {
  return !pathname.slice(pathname.lastIndexOf("/") + 1).includes(".");
}

/**
 * The path to answer `pathname` with (`/contact-us` -> `/zh/contact-us` for a Chinese visitor),
 * or null when the address is no unprefixed page and the language is not the edge's to choose.
 * @param {{ pathname: string, cookie?: string | null, acceptLanguage?: string | null }} request
 * @param {readonly string[]} prefixedLocales
 */
export function edgeAnswerPath(request, prefixedLocales) {
  const { pathname, cookie, acceptLanguage } = request;
  if (!isPageAddress(pathname) || isPrefixed(pathname, prefixedLocales)) return null;
  const locale = requestLocale(
    { cookie, acceptLanguage },
    [defaultLocale, ...prefixedLocales],
    defaultLocale,
  );
  return locale === defaultLocale ? pathname : `/${locale}${pathname}`;
}
