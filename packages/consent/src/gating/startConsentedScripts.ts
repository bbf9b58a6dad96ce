import type { BrandConfig } from "@gw/ui";
import { isTrackingHost, trackingHosts } from "./trackingHosts";

/**
 * On a tracking host, loads analytics and the advertising pixel as consent allows them, and starts
 * the referral attribution (which waits for analytics consent itself); on any other host (local
 * builds, previews, tests) nothing, and not even their code is fetched.
 */
export function startConsentedScripts(
  brand: Pick<BrandConfig, "domains" | "tracking">,
  hostname = window.location.hostname,
): Promise<void> {
  if (!isTrackingHost(hostname, trackingHosts(brand.domains))) return Promise.resolve();
  void import("../attribution/startReferralAttribution").then((attribution) =>
    attribution.startReferralAttribution(brand),
  );
  return import("./thirdPartyScripts").then((loaders) =>
    loaders.loadTrackingScriptsOnConsent(brand),
  );
}
