import { currencyCookie, type PriceCurrency } from "@gw/api-client/prices";

/** The visitor chose a currency on an earlier visit (the cookie the host reads too). */
export function visitorChose(currency: PriceCurrency) {
  document.cookie = currencyCookie(currency);
}

/** A first visit: no currency chosen, here or in the browser's older storage. */
export function forgetVisitorCurrency() {
  document.cookie = "gw_currency=; Path=/; Max-Age=0";
  localStorage.clear();
}
