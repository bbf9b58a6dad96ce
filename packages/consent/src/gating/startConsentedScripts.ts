import type { BrandConfig } from "@gw/ui";
import { isTrackingHost, trackingHosts } from "./trackingHosts";

/**
 * On a tracking host, loads analytics and the advertising pixel as consent allows them, and starts
 * the referral attribution (which waits for analytics consent itself); on any other host (local
 * builds, previews, tests) nothing, and not even their code is fetched. Resolves once both are
 * loaded and listening for consent, so nothing is still being imported when a caller moves on.
 */
export function startConsentedScripts(
  brand: Pick<BrandConfig, "domains" | "tracking">,
  hostname = window.location.hostname,
): Promise<void> {
  if (!isTrackingHost(hostname, trackingHosts(brand.domains))) return Promise.resolve();
  const attribution = import("../attribution/startReferralAttribution").then((module) => {
    void module.startReferralAttribution(brand);
  });
  const tracking = import("./thirdPartyScripts").then((loaders) =>
    loaders.loadTrackingScriptsOnConsent(brand),
  );
  return Promise.all([attribution, tracking]).then(() => undefined);
}
