import { defaultPriceCurrency, isPriceCurrency, type PriceCurrency } from "@gw/api-client/prices";

/** Where the chosen currency is remembered (the head script reads it too). */
export const SPOT_CURRENCY_STORAGE_KEY = "gw.price-currency";

/** The currency last chosen on this device, AUD if none (no React: the home strip reads it). */
export function storedSpotCurrency(): PriceCurrency {
  try {
    const stored = localStorage.getItem(SPOT_CURRENCY_STORAGE_KEY);
    return isPriceCurrency(stored) ? stored : defaultPriceCurrency;
  } catch {
    return defaultPriceCurrency;
  }
}
