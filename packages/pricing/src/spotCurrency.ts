import {
  cookieCurrency,
  currencyCookie,
  defaultPriceCurrency,
  type PriceCurrency,
} from "@gw/api-client/prices";
import { useCallback, useSyncExternalStore } from "react";

const listeners = new Set<() => void>();
/** The choice when cookies are refused: it then holds for this page only. */
let unstoredCurrency: PriceCurrency | undefined;

const remember = (currency: PriceCurrency) => {
  document.cookie = currencyCookie(currency, { secure: location.protocol === "https:" });
};

/**
 * The currency this visitor chose (its one store, the cookie the host reads too), AUD if none.
 * Only reads: React calls it as often as it likes (an older choice kept in the browser's storage
 * was moved into the cookie as the app started, `adoptStoredChoices`).
 */
const visitorCurrency = (): PriceCurrency =>
  cookieCurrency(document.cookie) ?? defaultPriceCurrency;

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice applies here once the visitor is back on this one.
  document.addEventListener("visibilitychange", listener);
  return () => {
    listeners.delete(listener);
    document.removeEventListener("visibilitychange", listener);
  };
}

/** Remembers the currency and tells every price on the page. */
function chooseSpotCurrency(currency: PriceCurrency) {
  remember(currency);
  unstoredCurrency = cookieCurrency(document.cookie) === currency ? undefined : currency;
  for (const listener of listeners) listener();
}

/**
 * The currency prices are shown in: AUD until the visitor picks another, then that one, on every
 * page (the host writes it into the page too). While prerendering and hydrating it is the one the
 * page was written in (`renderedIn`: the host's for what it wrote, AUD for what was built), and
 * the visitor's right after.
 */
export function useSpotCurrency(
  renderedIn: PriceCurrency = defaultPriceCurrency,
): [PriceCurrency, (currency: PriceCurrency) => void] {
  const currency = useSyncExternalStore(
    subscribe,
    () => unstoredCurrency ?? visitorCurrency(),
    () => renderedIn,
  );
  return [currency, useCallback((next: PriceCurrency) => chooseSpotCurrency(next), [])];
}
