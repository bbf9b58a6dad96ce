import { defaultPriceCurrency, type PriceCurrency } from "@gw/api-client/prices";
import { useCallback, useSyncExternalStore } from "react";
import { SPOT_CURRENCY_STORAGE_KEY, storedSpotCurrency } from "./storedSpotCurrency";

const listeners = new Set<() => void>();
/** The choice when storage refuses it (private mode): it then holds for this page only. */
let unstoredCurrency: PriceCurrency | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SPOT_CURRENCY_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Remembers the currency and tells every price on the page. */
function chooseSpotCurrency(currency: PriceCurrency) {
  try {
    localStorage.setItem(SPOT_CURRENCY_STORAGE_KEY, currency);
    unstoredCurrency = undefined;
  } catch {
    unstoredCurrency = currency;
  }
  for (const listener of listeners) listener();
}

/**
 * The currency prices are shown in: AUD until the visitor picks another, then that one, on every
 * page and in every tab. While prerendering and hydrating it is AUD, as the prerendered page
 * says; the stored choice applies right after.
 */
export function useSpotCurrency(): [PriceCurrency, (currency: PriceCurrency) => void] {
  const currency = useSyncExternalStore(
    subscribe,
    () => unstoredCurrency ?? storedSpotCurrency(),
    () => defaultPriceCurrency,
  );
  return [currency, useCallback((next: PriceCurrency) => chooseSpotCurrency(next), [])];
}
