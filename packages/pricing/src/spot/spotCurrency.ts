import {
  cookieCurrency,
  currencyCookie,
  defaultPriceCurrency,
  isPriceCurrency,
  type PriceCurrency,
} from "@gw/api-client/prices";
import { useCallback, useSyncExternalStore } from "react";

const listeners = new Set<() => void>();
/** The choice when cookies are refused: it then holds for this page only. */
let unstoredCurrency: PriceCurrency | undefined;

/** Where a choice was kept before it moved into the cookie (read once, then moved). */
const LEGACY_STORAGE_KEY = "gw.price-currency";

const remember = (currency: PriceCurrency) => {
  document.cookie = currencyCookie(currency, { secure: location.protocol === "https:" });
};

/**
 * The currency this visitor chose (the cookie the host reads too), AUD if none. A choice kept in
 * the browser before the cookie existed moves into it, so the host writes it next time.
 */
export function visitorCurrency(): PriceCurrency {
  const chosen = cookieCurrency(document.cookie);
  if (chosen) return chosen;
  try {
    const legacy = localStorage.getItem(LEGACY_STORAGE_KEY);
    localStorage.removeItem(LEGACY_STORAGE_KEY);
    if (isPriceCurrency(legacy)) {
      remember(legacy);
      return legacy;
    }
  } catch {
    // No storage: nothing was kept there.
  }
  return defaultPriceCurrency;
}

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
