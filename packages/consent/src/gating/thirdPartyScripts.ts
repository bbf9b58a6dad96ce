import type { BrandConfig } from "@gw/ui";
import { loadScriptOnce } from "./loadScriptOnce";
import { whenConsentAllows } from "./whenConsentAllows";

export const TAG_MANAGER_URL = "https://www.googletagmanager.com/gtm.js";
export const ADVERTISING_PIXEL_URL = "https://connect.facebook.net/en_US/fbevents.js";

interface PixelQueue {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: PixelQueue;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    fbq?: PixelQueue;
  }
}

/**
 * Loads analytics (the tag manager, which drains `window.dataLayer`) once analytics is consented
 * and the advertising pixel once advertising is, each at most once per page view. Withdrawing
 * consent stops `track` at once; a loaded script stays until the next page load, since a script
 * cannot be unloaded. Only for tracking hosts: see startConsentedScripts.
 */
export function loadTrackingScriptsOnConsent(brand: Pick<BrandConfig, "tracking">): void {
  whenConsentAllows("analytics", () => loadTagManager(brand.tracking.tagManagerId));
  whenConsentAllows("advertising", () => loadAdvertisingPixel(brand.tracking.advertisingPixelId));
}

function loadTagManager(containerId: string) {
  window.dataLayer ??= [];
  window.dataLayer.push({ event: "gtm.js", "gtm.start": Date.now() });
  void loadScriptOnce(`${TAG_MANAGER_URL}?id=${encodeURIComponent(containerId)}`).catch(
    (error: unknown) => console.warn("Analytics unavailable:", error),
  );
}

/** The pixel's documented bootstrap: calls queue until its script arrives and takes them over. */
function loadAdvertisingPixel(pixelId: string) {
  if (!window.fbq) {
    const fbq = ((...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    }) as PixelQueue;
    Object.assign(fbq, { queue: [], push: fbq, loaded: true, version: "2.0" });
    window.fbq = fbq;
  }
  window.fbq("init", pixelId);
  window.fbq("track", "PageView");
  void loadScriptOnce(ADVERTISING_PIXEL_URL).catch((error: unknown) =>
    console.warn("Advertising pixel unavailable:", error),
  );
}
