import { isPriceCurrency, type PriceCurrency } from "./priceConstants";

/**
 * The cookie holding the visitor's chosen currency, so the host writes prices in it into the
 * first answer (as `gw_lang` holds the language).
 */
const CURRENCY_COOKIE = "gw_currency";

/** One year: a choice outlives a session. */
const cookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/** The `Set-Cookie` / `document.cookie` text that records a choice. */
export function currencyCookie(currency: PriceCurrency, { secure = false } = {}): string {
  return `${CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=${cookieMaxAgeSeconds}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The chosen currency in a `Cookie` header (or `document.cookie`), or null when none is. */
export function cookieCurrency(cookieHeader: string | null | undefined): PriceCurrency | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1 || part.slice(0, separator).trim() !== CURRENCY_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    return isPriceCurrency(value) ? value : null;
  }
  return null;
}
