// The language an edge (gw-serve, the static host's worker) answers an unprefixed address in,
// before any HTML is sent. Plain JavaScript with no imports, so plain Node, a Cloudflare worker
// and the TypeScript packages all load this one file.

/** The cookie holding the visitor's chosen language, readable by the server on every visit. */
const LOCALE_COOKIE = /** @type {const} */ ("gw_lang");

/** One year: a language choice outlives a session, as the stored choice in the browser does. */
const cookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/**
 * The `Set-Cookie` / `document.cookie` text that records a choice.
 * @param {string} locale
 * @param {{ secure?: boolean }} [options]
 */
export function localeCookie(locale, { secure = false } = {}) {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${cookieMaxAgeSeconds}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * The chosen language in a `Cookie` header (or `document.cookie`), or null.
 * @param {string | null | undefined} cookieHeader
 * @returns {string | null}
 */
export function cookieLocale(cookieHeader) {
  for (const part of (cookieHeader ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === LOCALE_COOKIE) return part.slice(separator + 1).trim();
  }
  return null;
}

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
 * The language to answer in: the visitor's stored choice (the cookie), else the browser's first
 * language when supported, else the fallback. A crawler sends neither and gets the fallback. The
 * same order as the page's own head script, which decides when no edge did.
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
