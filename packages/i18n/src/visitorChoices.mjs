// The visitor's choices (language, currency): each kept in one store, a cookie, so the host reads
// it with the request and the page's own scripts read it too; and the one function that decides
// the language a page is shown in, for the host (gw-serve, the static host's worker) and the
// page's head script alike. Plain JavaScript with no imports, so plain Node, a Cloudflare worker,
// a head script and the TypeScript packages all load this one file.

/** The cookie holding the visitor's chosen language. */
export const LANGUAGE_COOKIE = /** @type {const} */ ("gw_lang");

/** The cookie holding the visitor's chosen currency (prices are written in it by the host). */
export const CURRENCY_COOKIE = /** @type {const} */ ("gw_currency");

/** One year: a choice outlives a session. */
const cookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/**
 * The `Set-Cookie` / `document.cookie` text that records a choice.
 * @param {string} name
 * @param {string} value
 * @param {{ secure?: boolean }} [options]
 */
export function choiceCookie(name, value, { secure = false } = {}) {
  return `${name}=${value}; Path=/; Max-Age=${cookieMaxAgeSeconds}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * A choice in a `Cookie` header (or `document.cookie`), or null.
 * @param {string | null | undefined} cookieHeader
 * @param {string} name
 * @returns {string | null}
 */
export function cookieChoice(cookieHeader, name) {
  for (const part of (cookieHeader ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

/**
 * The cookie text that records a language.
 * @param {string} locale
 * @param {{ secure?: boolean }} [options]
 */
export const localeCookie = (locale, options) => choiceCookie(LANGUAGE_COOKIE, locale, options);

/**
 * The chosen language in a `Cookie` header (or `document.cookie`), or null.
 * @param {string | null | undefined} cookieHeader
 */
export const cookieLocale = (cookieHeader) => cookieChoice(cookieHeader, LANGUAGE_COOKIE);

/**
 * The browser's first language from `Accept-Language` (highest weight, earliest on a tie), as
 * `navigator.language` names it to the page's own script; null when there is none.
 * @param {string | null | undefined} acceptLanguage
 * @returns {string | null}
 */
export function preferredLanguage(acceptLanguage) {
  /** @type {string | null} */
  let best = null;
  let bestWeight = 0;
  for (const entry of (acceptLanguage ?? "").split(",")) {
    const [tag = "", ...parameters] = entry.trim().split(";");
    if (!/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag)) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!(weight > bestWeight) || weight > 1) continue;
    best = tag;
    bestWeight = weight;
  }
  return best;
}

/**
 * The language to show an unprefixed address in: the visitor's stored choice (the cookie), else
 * the browser's first language when supported, else the fallback. A crawler sends neither and
 * gets the fallback. The one decider: the host calls it with the request's headers, the page's
 * head script (languageMove) with `document.cookie` and `navigator.language`, where no host did.
 * @template {string} T
 * @param {{ cookie?: string | null, acceptLanguage?: string | null }} request
 * @param {readonly T[]} supported
 * @param {T} fallback
 * @returns {T}
 */
export function requestLocale({ cookie, acceptLanguage }, supported, fallback) {
  /** @param {string | null} value @returns {value is T} */
  const isSupported = (value) => value !== null && supported.some((locale) => locale === value);
  const stored = cookieLocale(cookie);
  if (isSupported(stored)) return stored;
  const primary = (preferredLanguage(acceptLanguage) ?? "").split("-")[0]?.toLowerCase() ?? "";
  return isSupported(primary) ? primary : fallback;
}
