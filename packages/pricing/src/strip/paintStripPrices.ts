import { spotPricesUrl } from "@gw/api-client/prices";
import { GRAMS_PER_UNIT } from "../converter/weightUnits";
import { paintSpot } from "../spot/paintSpot";
import { storedSpotCurrency } from "../spot/storedSpotCurrency";
import { spotView } from "../spot/spotView";

/**
 * Fetches today's prices in the visitor's currency and paints them into the strip, in the page's
 * language and checked as the head script checks them (`spotView` shows nothing it cannot show in
 * full). On failure, or once the strip has left the page, nothing: the strip keeps its
 * placeholders and still links to the live prices.
 */
export async function paintStripPrices(root: Element | null): Promise<void> {
  try {
    const response = await fetch(spotPricesUrl(storedSpotCurrency()), {
      headers: { Accept: "application/json" },
    });
    const lang = document.documentElement.lang;
    const view = response.ok ? spotView(await response.json(), lang, GRAMS_PER_UNIT) : null;
    if (view && root?.isConnected) paintSpot(root, view);
  } catch {
    // Offline, or not JSON: as above.
  }
}
