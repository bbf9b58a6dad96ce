import { choiceCookie, cookieChoice, CURRENCY_COOKIE } from "@gw/i18n/visitor";
import { isPriceCurrency, type PriceCurrency } from "./priceConstants";

/**
 * The `Set-Cookie` / `document.cookie` text that records a currency: the choice's one store, which
 * the host reads to write prices in it into the first answer (the visitor's choices, @gw/i18n).
 */
export function currencyCookie(currency: PriceCurrency, options?: { secure?: boolean }): string {
  return choiceCookie(CURRENCY_COOKIE, currency, options);
}

/** The chosen currency in a `Cookie` header (or `document.cookie`), or null when none is. */
export function cookieCurrency(cookieHeader: string | null | undefined): PriceCurrency | null {
  const value = cookieChoice(cookieHeader, CURRENCY_COOKIE);
  return isPriceCurrency(value) ? value : null;
}
