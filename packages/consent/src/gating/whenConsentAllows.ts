import type { ConsentPurpose } from "../consentPreferences";
import { consentAllows, subscribeConsent } from "../store/consentStore";

/**
 * Runs `load` once, as soon as the choice allows `purpose` (at once if it already does). Script
 * loaders use it: however often consent changes, each runs at most once per page view.
 */
export function whenConsentAllows(purpose: ConsentPurpose, load: () => void): () => void {
  if (consentAllows(purpose)) {
    load();
    return () => {};
  }
  const unsubscribe = subscribeConsent(() => {
    if (!consentAllows(purpose)) return;
    unsubscribe();
    load();
  });
  return unsubscribe;
}
