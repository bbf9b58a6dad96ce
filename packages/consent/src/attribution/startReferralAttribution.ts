import type { BrandConfig } from "@gw/ui";
import { isTrackingHost, trackingHosts } from "../gating/trackingHosts";
import { whenConsentAllows } from "../gating/whenConsentAllows";
import type { AttributionService } from "./AttributionService";
import { branchAttribution } from "./branchAttribution";
import { fetchReferralData } from "./fetchReferralData";
import { storeReferralData } from "./referralStorage";

export interface ReferralAttributionOptions {
  /** The service to ask; Branch with the brand's key by default. */
  service?: AttributionService;
  location?: Pick<Location, "href" | "hostname">;
}

/**
 * For a visit that arrived through an attribution link, fetches the link's data once analytics is
 * consented, and only on a tracking host, and stores it for the contact and preregistration
 * requests (their `referral_payload`). A failure is logged and nothing is stored, so the payload
 * is null. Resolves when done (or at once when there is nothing to do).
 */
export function startReferralAttribution(
  brand: Pick<BrandConfig, "domains" | "tracking">,
  { service, location = window.location }: ReferralAttributionOptions = {},
): Promise<void> {
  if (!isTrackingHost(location.hostname, trackingHosts(brand.domains))) return Promise.resolve();
  const attribution = service ?? branchAttribution(brand.tracking.attributionKey);
  const clickId = attribution.clickId(new URL(location.href));
  if (!clickId) return Promise.resolve();
  return new Promise((resolve) => {
    whenConsentAllows("analytics", () => {
      void fetchReferralData(attribution, clickId)
        .then((result) => {
          if (result.ok) storeReferralData(result.data);
          else console.warn("Referral data could not be fetched:", result.error);
        })
        .finally(resolve);
    });
  });
}
