import { spotPricesFromAnswer } from "@gw/api-client";
import { maxAgeSeconds, spotPricesUrl } from "@gw/api-client/prices";
import type { Locale } from "@gw/i18n/locales";
import { visitorCurrency } from "../spot/spotCurrency";
import { spotView } from "../spot/spotView";
import type { StripShown } from "./HomePriceStripFigures";

/**
 * Today's prices in the visitor's currency for the strip, checked as the app checks every answer
 * and written for the page's language. Its own chunk: only a strip drawn after a client
 * navigation needs it, and every byte of the home page counts against its budget.
 */
export async function fetchStripPrices(locale: Locale): Promise<StripShown> {
  try {
    const response = await fetch(spotPricesUrl(visitorCurrency()), {
      headers: { Accept: "application/json" },
    });
    const result = spotPricesFromAnswer({
      status: response.status,
      maxAgeSeconds: maxAgeSeconds(response.headers.get("Cache-Control")),
      body: await response.json(),
    });
    return result.ok ? { view: spotView(result.data.prices, locale) } : "unavailable";
  } catch {
    // Offline, or not JSON.
    return "unavailable";
  }
}
